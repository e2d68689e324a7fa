import { useEffect, useRef, useState } from 'react';
import { DRIVER_COPY } from '../../../content/driver';
import { createBarcodeReader } from '../lib/barcode-reader';

const FRAME_EVERY_MS = 250;

/**
 * The back camera, read a few times a second until closed; each text read is handed to `onText` (the step decides
 * whether it is one of the job's pieces). A phone without a camera, or one the driver does not allow, says so and the
 * typed SSCC stays the way in.
 */
export function CameraScanner({ onText, onClose }: { onText: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string>();
  const latest = useRef(onText);
  latest.current = onText;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    let last = '';
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (!active || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play().catch(() => undefined);
        const reader = await createBarcodeReader();
        const tick = async () => {
          if (!active || !video.current) return;
          const texts = await reader.read(video.current).catch(() => []);
          // One label held in front of the camera is read many times a second; it counts once until another is read.
          for (const text of texts) if (text !== last) latest.current((last = text));
          timer = setTimeout(() => void tick(), FRAME_EVERY_MS);
        };
        void tick();
      } catch {
        if (active) setProblem(DRIVER_COPY.scan.noCamera);
      }
    })();
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="rounded-xl bg-slate-950 p-2">
      {problem ? (
        <p className="px-2 py-3 text-base font-semibold text-white" role="alert">
          {problem}
        </p>
      ) : (
        <video ref={video} muted playsInline aria-label={DRIVER_COPY.scan.cameraLabel} className="aspect-video w-full rounded-lg bg-black object-cover" />
      )}
      <button type="button" onClick={onClose} className="mt-2 min-h-12 w-full rounded-lg bg-white px-4 text-base font-bold text-slate-950">
        {DRIVER_COPY.scan.closeCamera}
      </button>
    </div>
  );
}
