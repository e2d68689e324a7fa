import { Eraser } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

interface SignaturePadProps {
  id: string;
  label: string;
  /** The drawing as a PNG data URL after each stroke, or null once cleared. */
  onChange: (dataUrl: string | null) => void;
  error?: string;
  height?: number;
}

type Point = { x: number; y: number };

// A phone's 3x screen would triple the PNG for no gain in a printed proof of delivery.
const MAX_PIXEL_RATIO = 2;

function pointIn(canvas: HTMLCanvasElement, event: PointerEvent<HTMLCanvasElement>): Point {
  const rect = canvas.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

/**
 * A signature drawn with a finger, a pen or a mouse (pointer events, so one code path for all three). Each finished
 * stroke reports the whole drawing as a PNG data URL, the form the shipment-event schemas take.
 */
export function SignaturePad({ id, label, onChange, error, height = 160 }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ pointerId: number; last: Point } | null>(null);
  const [hasInk, setHasInk] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    const { width } = canvas.getBoundingClientRect();
    if (width > 0) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#0f172a';
    context.fillStyle = '#0f172a';
  }, [height]);

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    if (!canvas || stroke.current) return;
    event.preventDefault();
    canvas.setPointerCapture?.(event.pointerId);
    const point = pointIn(canvas, event);
    stroke.current = { pointerId: event.pointerId, last: point };
    const context = canvas.getContext('2d');
    context?.beginPath();
    context?.arc(point.x, point.y, 1.25, 0, Math.PI * 2);
    context?.fill();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const current = stroke.current;
    if (!canvas || !current || current.pointerId !== event.pointerId) return;
    const point = pointIn(canvas, event);
    const context = canvas.getContext('2d');
    context?.beginPath();
    context?.moveTo(current.last.x, current.last.y);
    context?.lineTo(point.x, point.y);
    context?.stroke();
    current.last = point;
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    if (!canvas || stroke.current?.pointerId !== event.pointerId) return;
    stroke.current = null;
    setHasInk(true);
    onChange(canvas.toDataURL('image/png'));
  };

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    stroke.current = null;
    setHasInk(false);
    onChange(null);
  };

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-label`} className="block text-sm font-semibold text-slate-800">
          {label}
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </span>
        <button
          type="button"
          onClick={clear}
          disabled={!hasInk}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-blue-800 hover:bg-blue-50 disabled:cursor-not-allowed disabled:text-slate-500"
        >
          <Eraser aria-hidden="true" className="h-4 w-4" /> Clear signature
        </button>
      </div>
      <canvas
        id={id}
        ref={canvasRef}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        data-signed={hasInk ? 'true' : 'false'}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        style={{ height, touchAction: 'none' }}
        className={`mt-1.5 block w-full cursor-crosshair rounded-lg border-2 border-dashed bg-white ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hasInk ? 'Signed. Clear to draw again.' : 'Sign inside the box with a finger, pen or mouse.'}
        </p>
      )}
    </div>
  );
}
