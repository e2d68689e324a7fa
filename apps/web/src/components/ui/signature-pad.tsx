import { Eraser } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

type Point = { x: number; y: number };
type Stroke = Point[];

const INK = '#0f172a';
const LINE_WIDTH = 2.5;
// The exported image is drawn at twice its CSS size at most: sharp in the PDF, and far under the API's 300 KB.
const MAX_EXPORT_SCALE = 2;

function drawStrokes(context: CanvasRenderingContext2D, strokes: readonly Stroke[], scale: number) {
  context.save();
  context.scale(scale, scale);
  context.strokeStyle = INK;
  context.fillStyle = INK;
  context.lineWidth = LINE_WIDTH;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    if (rest.length === 0) {
      // A tap leaves a dot, as a pen would.
      context.beginPath();
      context.arc(first.x, first.y, LINE_WIDTH / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.beginPath();
    context.moveTo(first.x, first.y);
    for (const point of rest) context.lineTo(point.x, point.y);
    context.stroke();
  }
  context.restore();
}

/** The strokes as a PNG data URL on white (a transparent signature vanishes on a dark viewer). */
function exportPng(strokes: readonly Stroke[], width: number, height: number): string | null {
  const scale = Math.min(MAX_EXPORT_SCALE, Math.max(1, window.devicePixelRatio || 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  drawStrokes(context, strokes, scale);
  return canvas.toDataURL('image/png');
}

// The driver's phone gets thumb-sized chrome and a taller pad; the console's dialog keeps a form's usual sizes.
const SIZES = {
  touch: {
    height: 200,
    label: 'text-base font-semibold text-slate-900',
    clear: 'min-h-12 gap-2 rounded-lg px-4 text-base',
    icon: 'h-5 w-5',
    pad: 'mt-2',
    radius: 'rounded-xl',
  },
  form: {
    height: 160,
    label: 'text-sm font-semibold text-slate-800',
    clear: 'gap-1 rounded-md px-2 py-1 text-sm',
    icon: 'h-4 w-4',
    pad: 'mt-1.5',
    radius: 'rounded-lg',
  },
} as const;

interface SignaturePadProps {
  id: string;
  label: string;
  /** A PNG data URL after each stroke; null once cleared. */
  onChange: (png: string | null) => void;
  error?: string;
  /** What the box asks for before anyone signs. */
  hint?: string;
  size?: keyof typeof SIZES;
}

/**
 * A signature drawn with a finger, a pen or a mouse (pointer events), for the driver's phone and the console alike.
 * `touch-action: none` keeps the page from scrolling under the finger; the canvas is sized in device pixels so the ink
 * is sharp on high-DPI screens, and the strokes are kept so a resized pad draws them again.
 */
export function SignaturePad({ id, label, onChange, error, hint = 'Sign inside the box with a finger, pen or mouse.', size = 'form' }: SignaturePadProps) {
  const look = SIZES[size];
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const activePointer = useRef<number | null>(null);
  const [isEmpty, setIsEmpty] = useState(true);

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    context.clearRect(0, 0, canvas.width, canvas.height);
    drawStrokes(context, strokes.current, window.devicePixelRatio || 1);
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const { width, height: cssHeight } = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(cssHeight * ratio);
      redraw();
    };
    fit();
    // A phone turned sideways resizes the pad; the strokes are kept in CSS pixels and drawn again.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [redraw]);

  const pointOf = (event: { clientX: number; clientY: number }): Point => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    // A second finger (or the palm) does not start another line.
    if (activePointer.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    activePointer.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    strokes.current.push([pointOf(event)]);
    redraw();
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (activePointer.current !== event.pointerId) return;
    const stroke = strokes.current.at(-1)!;
    // Coalesced events keep the fast parts of a signature smooth on phones that report them.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const point of events.length > 0 ? events : [event]) stroke.push(pointOf(point));
    redraw();
  }

  function onPointerEnd(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (activePointer.current !== event.pointerId) return;
    activePointer.current = null;
    setIsEmpty(false);
    const rect = canvasRef.current!.getBoundingClientRect();
    onChange(exportPng(strokes.current, rect.width, rect.height));
  }

  function clear() {
    strokes.current = [];
    activePointer.current = null;
    setIsEmpty(true);
    redraw();
    onChange(null);
  }

  const hintId = `${id}-hint`;
  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <p id={`${id}-label`} className={look.label}>
          {label}{' '}
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        </p>
        <button
          type="button"
          onClick={clear}
          disabled={isEmpty}
          className={`inline-flex shrink-0 items-center whitespace-nowrap font-semibold text-blue-800 hover:bg-blue-50 disabled:cursor-not-allowed disabled:text-slate-500 ${look.clear}`}
        >
          {/* A phone's narrow row keeps the button to one word; the name still says what it clears. */}
          <Eraser aria-hidden="true" className={look.icon} /> Clear <span className={size === 'touch' ? 'sr-only' : undefined}>signature</span>
        </button>
      </div>
      <div className={`relative border-2 bg-white ${look.pad} ${look.radius} ${error ? 'border-red-700' : 'border-slate-500'}`}>
        <canvas
          id={id}
          ref={canvasRef}
          role="img"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          data-empty={isEmpty}
          className={`block w-full cursor-crosshair touch-none select-none ${look.radius}`}
          style={{ height: look.height, touchAction: 'none' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        />
        {isEmpty && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-x-4 bottom-6 border-b-2 border-dashed border-slate-400 pb-1 text-sm font-medium text-slate-600">
            Sign here
          </span>
        )}
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-700">
        {isEmpty ? hint : 'Signed. Clear to draw again.'}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
