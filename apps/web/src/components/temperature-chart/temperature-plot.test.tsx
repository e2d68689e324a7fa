import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TemperaturePlot from './temperature-plot';

// jsdom has no canvas: a context that records the rectangles drawn stands in for it, so the band and excursion
// shading can be checked without a browser.
type Rect = { fillStyle: string; y: number; height: number };
function stubCanvas(): Rect[] {
  const rects: Rect[] = [];
  const ctx = new Proxy({ fillStyle: '' } as Record<string | symbol, unknown>, {
    get(target, key) {
      if (key === 'fillRect') return (_x: number, y: number, _w: number, height: number) => rects.push({ fillStyle: String(target.fillStyle), y, height });
      if (key === 'measureText') return () => ({ width: 10 });
      if (key in target) return target[key];
      return () => undefined;
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
  vi.stubGlobal('Path2D', class { moveTo() {} lineTo() {} rect() {} arc() {} closePath() {} bezierCurveTo() {} addPath() {} });
  return rects;
}

// uPlot reads the device pixel ratio through matchMedia as it loads, before any test runs.
vi.hoisted(() => {
  window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 8, minute)).toISOString();

describe('TemperaturePlot (uPlot)', () => {
  it('when drawn, then it shades the band and each excursion, and is hidden from screen readers', async () => {
    const rects = stubCanvas();
    render(
      <TemperaturePlot
        band={{ min: 3, max: 7 }}
        points={[5, 9, 5].map((celsius, i) => ({ at: at(i * 10), celsius }))}
        excursions={[{ id: 'e3', openedAt: at(10), closedAt: at(20), closedBy: 'reading' as const, peakCelsius: 9, direction: 'above' }]}
      />,
    );
    expect(screen.getByTestId('temperature-plot')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('temperature-plot').querySelector('canvas')).not.toBeNull();
    await waitFor(() => expect(rects.some((r) => r.fillStyle.startsWith('rgba(16, 185, 129'))).toBe(true));
    expect(rects.some((r) => r.fillStyle.startsWith('rgba(220, 38, 38'))).toBe(true);
  });
});
