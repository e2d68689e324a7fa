import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignaturePad } from './signature-pad';

// jsdom draws nothing, so each canvas gets a 2D context that records what is drawn, and toDataURL writes those
// drawing calls into the "PNG": an image with ink differs from a blank one. Real pixels are checked in Chromium
// (apps/web/e2e/driver, apps/web/e2e/shipment-journey).
type Call = [name: string, ...args: unknown[]];
const contexts = new Map<HTMLCanvasElement, Call[]>();

function fakeContext(canvas: HTMLCanvasElement) {
  const calls: Call[] = contexts.get(canvas) ?? [];
  contexts.set(canvas, calls);
  const record = (name: string) => (...args: unknown[]) => void calls.push([name, ...args]);
  return new Proxy({} as Record<string, unknown>, {
    get: (_target, name: string) => record(name),
    set: (_target, name: string, value) => {
      calls.push([`set ${name}`, value]);
      return true;
    },
  });
}

beforeEach(() => {
  contexts.clear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return fakeContext(this) as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement, type?: string) {
    const ink = (contexts.get(this) ?? []).filter(([name]) => name === 'lineTo' || name === 'arc');
    return `data:${type};base64,${btoa(JSON.stringify({ width: this.width, height: this.height, ink }))}`;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 10, top: 100, width: 300, height: 200, right: 310, bottom: 300, x: 10, y: 100, toJSON: () => ({}) });
  Object.defineProperty(window, 'devicePixelRatio', { value: 3, configurable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'devicePixelRatio', { value: 1, configurable: true });
});

function decode(png: string) {
  return JSON.parse(atob(png.split(',')[1]!)) as { width: number; height: number; ink: Call[] };
}

function sign(canvas: HTMLElement, points: [number, number][], pointerId = 1) {
  const [[x0, y0], ...rest] = points as [[number, number], ...[number, number][]];
  fireEvent.pointerDown(canvas, { pointerId, clientX: x0, clientY: y0, button: 0, pointerType: 'touch' });
  for (const [x, y] of rest) fireEvent.pointerMove(canvas, { pointerId, clientX: x, clientY: y, pointerType: 'touch' });
  fireEvent.pointerUp(canvas, { pointerId, pointerType: 'touch' });
}

describe('signature pad', () => {
  it('when shown, then the canvas takes device pixels for sharp ink and keeps the page from scrolling under the finger', () => {
    render(<SignaturePad id="sig" label="Signature" onChange={() => {}} />);
    const canvas = screen.getByRole('img', { name: /Signature/ }) as HTMLCanvasElement;
    expect(canvas.width).toBe(900);
    expect(canvas.height).toBe(600);
    expect(canvas.style.touchAction).toBe('none');
    expect(screen.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
  });

  it('when a finger draws a line, then onChange receives a non-empty PNG with the line where the finger went', () => {
    const onChange = vi.fn();
    render(<SignaturePad id="sig" label="Signature" onChange={onChange} />);
    const canvas = screen.getByRole('img', { name: /Signature/ });
    sign(canvas, [
      [20, 150],
      [60, 170],
      [120, 140],
    ]);

    expect(onChange).toHaveBeenCalledTimes(1);
    const png = onChange.mock.calls[0]![0] as string;
    expect(png).toMatch(/^data:image\/png;base64,.+/);
    const image = decode(png);
    // Exported at 2x (the cap), on white, with the stroke in the canvas's own coordinates.
    expect(image).toMatchObject({ width: 600, height: 400 });
    expect(image.ink).toEqual([
      ['lineTo', 50, 70],
      ['lineTo', 110, 40],
    ]);
    expect(canvas).toHaveAttribute('data-empty', 'false');
  });

  it('when the receiver only taps, then the tap leaves a dot', () => {
    const onChange = vi.fn();
    render(<SignaturePad id="sig" label="Signature" onChange={onChange} />);
    sign(screen.getByRole('img', { name: /Signature/ }), [[40, 160]]);
    expect(decode(onChange.mock.calls[0]![0] as string).ink).toEqual([['arc', 30, 60, 1.25, 0, Math.PI * 2]]);
  });

  it('when a second finger touches while the first draws, then it draws nothing', () => {
    const onChange = vi.fn();
    render(<SignaturePad id="sig" label="Signature" onChange={onChange} />);
    const canvas = screen.getByRole('img', { name: /Signature/ });
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 20, clientY: 150, pointerType: 'touch' });
    fireEvent.pointerDown(canvas, { pointerId: 2, clientX: 200, clientY: 250, pointerType: 'touch' });
    fireEvent.pointerMove(canvas, { pointerId: 2, clientX: 220, clientY: 260, pointerType: 'touch' });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 30, clientY: 160, pointerType: 'touch' });
    fireEvent.pointerUp(canvas, { pointerId: 2, pointerType: 'touch' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'touch' });
    expect(decode(onChange.mock.calls[0]![0] as string).ink).toEqual([['lineTo', 20, 60]]);
  });

  it('when Clear signature is pressed, then the signature is gone and onChange receives null', async () => {
    const onChange = vi.fn();
    render(<SignaturePad id="sig" label="Signature" onChange={onChange} error="Ask the receiver to sign" />);
    const canvas = screen.getByRole('img', { name: /Signature/ });
    sign(canvas, [
      [20, 150],
      [60, 170],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(canvas).toHaveAttribute('data-empty', 'true');
    expect(canvas).toHaveAccessibleDescription(/Ask the receiver to sign/);

    sign(canvas, [
      [100, 200],
      [140, 210],
    ]);
    expect(decode(onChange.mock.lastCall![0] as string).ink).toEqual([['lineTo', 130, 110]]);
  });

  it('when the pointer only moves over the pad without pressing, then nothing is drawn or reported', () => {
    const onChange = vi.fn();
    render(<SignaturePad id="sig" label="Signature" onChange={onChange} />);
    fireEvent.pointerMove(screen.getByRole('img', { name: /Signature/ }), { pointerId: 1, clientX: 5, clientY: 5, pointerType: 'mouse' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: /Signature/ })).toHaveAttribute('data-empty', 'true');
  });

  it('when an error is given, then the pad is marked invalid and described by it', () => {
    render(<SignaturePad id="sig" label="Signature" onChange={vi.fn()} error="Signature is required" />);
    const canvas = screen.getByRole('img', { name: /Signature/ });
    expect(canvas).toHaveAttribute('aria-invalid', 'true');
    expect(canvas).toHaveAccessibleDescription(/^Signature is required/);
  });

  it('when a mouse draws on the console’s smaller pad, then the signature is reported and the hint says it is signed', () => {
    const onChange = vi.fn();
    render(<SignaturePad id="sig" label="Signature" size="form" onChange={onChange} />);
    const canvas = screen.getByRole('img', { name: /Signature/ });
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 20, clientY: 150, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 60, clientY: 170, pointerType: 'mouse' });
    fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'mouse' });
    expect(decode(onChange.mock.lastCall![0] as string).ink).toEqual([['lineTo', 50, 70]]);
    expect(canvas).toHaveAccessibleDescription('Signed. Clear to draw again.');
  });

  it('when shown on the driver’s phone, then the pad is taller and its clear button still says what it clears', () => {
    render(<SignaturePad id="sig" label="Signature" size="touch" onChange={vi.fn()} />);
    expect(screen.getByRole('img', { name: /Signature/ }).style.height).toBe('200px');
    expect(screen.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
  });
});
