import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignaturePad } from './signature-pad';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

// jsdom has no 2D canvas: the drawing calls are recorded instead.
function stubCanvas() {
  const context = { scale: vi.fn(), beginPath: vi.fn(), arc: vi.fn(), fill: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  return context;
}

function draw(canvas: HTMLElement, pointerId = 1) {
  fireEvent.pointerDown(canvas, { pointerId, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(canvas, { pointerId, clientX: 40, clientY: 30 });
  fireEvent.pointerMove(canvas, { pointerId, clientX: 80, clientY: 20 });
  fireEvent.pointerUp(canvas, { pointerId, clientX: 80, clientY: 20 });
}

let context: ReturnType<typeof stubCanvas>;
beforeEach(() => {
  context = stubCanvas();
});
afterEach(() => vi.restoreAllMocks());

describe('SignaturePad', () => {
  it('when a stroke is drawn, then the line follows the pointer and the drawing is reported as a PNG data URL', () => {
    const onChange = vi.fn();
    render(<SignaturePad id="sig" label="Signature" onChange={onChange} />);
    const canvas = screen.getByRole('img', { name: /Signature/ });
    draw(canvas);

    expect(context.lineTo).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(PNG);
    expect(canvas).toHaveAttribute('data-signed', 'true');
  });

  it('when the pointer only moves over the pad without pressing, then nothing is drawn or reported', () => {
    const onChange = vi.fn();
    render(<SignaturePad id="sig" label="Signature" onChange={onChange} />);
    fireEvent.pointerMove(screen.getByRole('img', { name: /Signature/ }), { pointerId: 1, clientX: 5, clientY: 5 });

    expect(context.lineTo).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('when a second finger touches during a stroke, then only the first finger draws', () => {
    const onChange = vi.fn();
    render(<SignaturePad id="sig" label="Signature" onChange={onChange} />);
    const canvas = screen.getByRole('img', { name: /Signature/ });
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerDown(canvas, { pointerId: 2, clientX: 50, clientY: 50 });
    fireEvent.pointerMove(canvas, { pointerId: 2, clientX: 60, clientY: 60 });
    fireEvent.pointerUp(canvas, { pointerId: 2 });

    expect(context.lineTo).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('when Clear signature is pressed, then the pad is wiped and the value reported as null', async () => {
    const onChange = vi.fn();
    render(<SignaturePad id="sig" label="Signature" onChange={onChange} />);
    const clear = screen.getByRole('button', { name: 'Clear signature' });
    expect(clear).toBeDisabled();
    draw(screen.getByRole('img', { name: /Signature/ }));
    await userEvent.setup().click(clear);

    expect(context.clearRect).toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(clear).toBeDisabled();
  });

  it('when an error is given, then the pad is marked invalid and described by it', () => {
    render(<SignaturePad id="sig" label="Signature" onChange={vi.fn()} error="Signature is required" />);
    const canvas = screen.getByRole('img', { name: /Signature/ });
    expect(canvas).toHaveAttribute('aria-invalid', 'true');
    expect(canvas).toHaveAccessibleDescription('Signature is required');
  });
});
