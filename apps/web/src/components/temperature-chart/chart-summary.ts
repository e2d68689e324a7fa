import { COLD_CHAIN_VERDICT_LABELS, type ColdChainVerdict, type PublicExcursion as Excursion } from '@meridian/contracts';
import { formatDateTime } from '../../lib/format-date';

export type ChartBand = { min: number; max: number };
type ChartPoint = { at: string; celsius: number };

export interface TemperatureChartProps {
  /** Null when the booking has no set temperature (not perishable): no band, no excursions. */
  band: ChartBand | null;
  points: readonly ChartPoint[];
  excursions: readonly Excursion[];
  timeInBandPercent: number | null;
  /** From the same computation as time in band (decision 0084); null without a band. */
  verdict?: ColdChainVerdict | null;
}

const DEGREES = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
export const formatCelsius = (celsius: number) => `${DEGREES.format(celsius)} °C`;
export const formatBand = (band: ChartBand) => `${DEGREES.format(band.min)} to ${formatCelsius(band.max)}`;

export function excursionText(e: Excursion): string {
  const side = e.direction === 'above' ? 'Above' : 'Below';
  const end = e.closedAt ? `closed ${formatDateTime(e.closedAt)}${e.closedBy === 'delivery' ? ' at delivery' : e.closedBy === 'cancellation' ? ' at cancellation' : ''}` : 'ongoing';
  return `${side} the band from ${formatDateTime(e.openedAt)}, ${end}, peak ${formatCelsius(e.peakCelsius)}`;
}

/** What the chart shows, in words, for screen readers (the canvas itself is hidden from them). */
export function chartSummary({ band, points, excursions, timeInBandPercent, verdict }: TemperatureChartProps): string {
  if (points.length === 0) return band ? `No temperature readings yet. Allowed band ${formatBand(band)}.` : 'No temperature readings yet.';
  const values = points.map((p) => p.celsius);
  const parts = [
    `${points.length} temperature ${points.length === 1 ? 'reading' : 'readings'} from ${formatDateTime(points[0]!.at)} to ${formatDateTime(points.at(-1)!.at)}, between ${DEGREES.format(Math.min(...values))} and ${formatCelsius(Math.max(...values))}; latest ${formatCelsius(values.at(-1)!)}.`,
  ];
  if (band) {
    parts.push(`Allowed band ${formatBand(band)}.`);
    if (verdict) parts.push(`${COLD_CHAIN_VERDICT_LABELS[verdict]}.`);
    if (timeInBandPercent !== null) parts.push(`${DEGREES.format(timeInBandPercent)}% of the time in band.`);
    const open = excursions.filter((e) => e.closedAt === null).length;
    parts.push(
      excursions.length === 0
        ? 'No excursions.'
        : `${excursions.length} ${excursions.length === 1 ? 'excursion' : 'excursions'}${open ? `, ${open} ongoing` : ''}.`,
    );
  }
  return parts.join(' ');
}
