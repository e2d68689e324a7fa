import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TemperatureChartProps } from './chart-summary';
import { formatTick, TIME_STEPS, timeRange } from './time-axis';

// The canvas part, loaded on demand (React.lazy in temperature-chart.tsx) so uPlot sits in its own chunk and
// only the screens that chart download it.
const HEIGHT = 260;
const BAND_FILL = 'rgba(16, 185, 129, 0.16)';
const EXCURSION_FILL = 'rgba(220, 38, 38, 0.16)';
const LINE = '#1d4ed8';
const AXIS = '#334155';
const GRID = '#e2e8f0';

const seconds = (iso: string) => Date.parse(iso) / 1000;

function timeLabels(spanSeconds: number) {
  return (_u: uPlot, splits: number[]) => splits.map((s) => formatTick(s, spanSeconds));
}

type PlotProps = Pick<TemperatureChartProps, 'band' | 'points' | 'excursions'>;

/** Shades the band across the plot and each excursion's span (to the last reading while it is ongoing). */
function shading({ band, excursions }: PlotProps, lastX: number): uPlot.Plugin {
  return {
    hooks: {
      drawClear: [
        (u) => {
          const { ctx, bbox } = u;
          ctx.save();
          if (band) {
            const top = u.valToPos(band.max, 'y', true);
            const bottom = u.valToPos(band.min, 'y', true);
            ctx.fillStyle = BAND_FILL;
            ctx.fillRect(bbox.left, top, bbox.width, bottom - top);
          }
          ctx.fillStyle = EXCURSION_FILL;
          for (const e of excursions) {
            const x0 = u.valToPos(seconds(e.openedAt), 'x', true);
            const x1 = u.valToPos(e.closedAt ? seconds(e.closedAt) : lastX, 'x', true);
            ctx.fillRect(x0, bbox.top, Math.max(x1 - x0, 3 * uPlot.pxRatio), bbox.height);
          }
          ctx.restore();
        },
      ],
    },
  };
}

export default function TemperaturePlot({ band, points, excursions }: PlotProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = container.current;
    if (!el) return undefined;
    const xs = points.map((p) => seconds(p.at));
    const ys = points.map((p) => p.celsius);
    const lastX = xs.at(-1) ?? Date.now() / 1000;
    const axis = { stroke: AXIS, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height: HEIGHT,
        plugins: [shading({ band, points, excursions }, lastX)],
        legend: { show: false },
        cursor: { y: false, points: { size: 6 } },
        scales: {
          x: { time: true, range: (_u, min, max) => timeRange(min, max) },
          // The band always shows, with a degree of room above and below whatever was read.
          y: { range: (_u, min, max) => [Math.floor(Math.min(min, band?.min ?? min) - 1), Math.ceil(Math.max(max, band?.max ?? max) + 1)] },
        },
        axes: [{ ...axis, incrs: TIME_STEPS, values: timeLabels(lastX - (xs[0] ?? lastX)) }, { ...axis, label: '°C', size: 44 }],
        series: [{}, { label: 'Temperature', stroke: LINE, width: 2, points: { show: points.length <= 48, size: 5, fill: LINE } }],
      },
      [xs, ys],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [band, points, excursions]);

  return <div ref={container} aria-hidden="true" data-testid="temperature-plot" className="w-full min-w-0" />;
}
