import type { Writable } from 'node:stream';
import { COLD_CHAIN_VERDICT_LABELS, downsampleReadings, EXCURSION_DISPOSITION_LABELS, formatTrackingNumber, type Excursion, routeLabel } from '@meridian/contracts';
import { ACCENT, drawQr, drawRows, drawTitledHeader, FONT, FONT_BOLD, FONT_MONO, formatUtc, INK, MARGIN, MUTED, newPdfDocument, type PdfRow } from '../../lib/pdf';
import type { ColdChainReport } from './readings.service';

const BAND_FILL = '#dcfce7';
const EXCURSION_FILL = '#fee2e2';
const LINE = ACCENT;
const ALERT = '#b91c1c';
// The chart is about 500 points wide: more points than that draw the same picture and only grow the file.
const CHART_POINTS = 600;

const celsius = (value: number | null) => (value === null ? 'n/a' : `${Number.isInteger(value) ? value : value.toFixed(value * 10 === Math.round(value * 10) ? 1 : 2)} °C`);

/** "2 h 05 min", "45 min", "3 d 4 h": how long an excursion lasted. */
function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const STEPS = [MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY];

/** Round-time ticks (on the minute, hour or day) across [start, end], at most `max` of them, at any span. */
function timeTicks(start: number, end: number, max = 6): number[] {
  const span = Math.max(end - start, MINUTE);
  const step = STEPS.find((s) => span / s <= max) ?? Math.ceil(span / max / DAY) * DAY;
  const ticks: number[] = [];
  for (let t = Math.ceil(start / step) * step; t <= end; t += step) ticks.push(t);
  return ticks;
}

function tickLabel(t: number, span: number): string {
  const d = new Date(t);
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  const date = d.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', timeZone: 'UTC' });
  if (span <= DAY) return time;
  return span <= 7 * DAY ? `${date} ${time}` : date;
}

function drawChart(doc: PDFKit.PDFDocument, report: ColdChainReport, top: number): number {
  const band = report.band!;
  const left = MARGIN + 34;
  const width = doc.page.width - MARGIN - left;
  const height = 150;
  const readings = report.readings;
  const times = readings.map((r) => Date.parse(r.at));
  // One reading, or several at one instant, still gets an hour of time axis around it.
  let start = Math.min(...times);
  let end = Math.max(...times);
  if (end - start < MINUTE) {
    start -= 30 * MINUTE;
    end += 30 * MINUTE;
  }
  const lo = Math.floor(Math.min(band.min, report.stats.minCelsius ?? band.min) - 1);
  const hi = Math.ceil(Math.max(band.max, report.stats.maxCelsius ?? band.max) + 1);
  const x = (t: number) => left + ((t - start) / (end - start)) * width;
  const y = (c: number) => top + height - ((c - lo) / (hi - lo)) * height;

  doc.save();
  doc.rect(left, y(band.max), width, y(band.min) - y(band.max)).fill(BAND_FILL);
  for (const e of report.excursions) {
    const from = x(Date.parse(e.openedAt));
    const to = x(e.closedAt ? Date.parse(e.closedAt) : end);
    doc.rect(from, top, Math.max(to - from, 2), height).fill(EXCURSION_FILL);
  }
  doc.lineWidth(0.5).strokeColor('#9ca3af').rect(left, top, width, height).stroke();

  doc.font(FONT).fontSize(7).fillColor(MUTED);
  const yStep = Math.max(1, Math.ceil((hi - lo) / 6));
  for (let c = Math.ceil(lo / yStep) * yStep; c <= hi; c += yStep) {
    doc.moveTo(left - 3, y(c)).lineTo(left, y(c)).stroke();
    doc.text(`${c} °C`, MARGIN - 4, y(c) - 3, { width: 34, align: 'right', lineBreak: false });
  }
  for (const t of timeTicks(start, end)) {
    doc.moveTo(x(t), top + height).lineTo(x(t), top + height + 3).stroke();
    doc.text(tickLabel(t, end - start), x(t) - 30, top + height + 5, { width: 60, align: 'center', lineBreak: false });
  }

  const points = downsampleReadings(readings, CHART_POINTS);
  doc.lineWidth(1.2).strokeColor(LINE);
  points.forEach((p, i) => (i === 0 ? doc.moveTo(x(Date.parse(p.at)), y(p.celsius)) : doc.lineTo(x(Date.parse(p.at)), y(p.celsius))));
  if (points.length > 1) doc.stroke();
  if (points.length <= 50) for (const p of points) doc.circle(x(Date.parse(p.at)), y(p.celsius), 2).fill(isOut(p.celsius, band) ? ALERT : LINE);
  doc.restore();
  doc.font(FONT).fontSize(8).fillColor(MUTED).text('Green: the allowed band. Red: excursions. Times in UTC.', MARGIN, top + height + 18);
  return top + height + 34;
}

const isOut = (c: number, band: { min: number; max: number }) => c < band.min || c > band.max;

function excursionLines(e: Excursion, index: number, lastAt: string | undefined): string[] {
  const end = e.closedAt ?? lastAt ?? e.openedAt;
  const closed = e.closedAt
    ? `closed ${formatUtc(e.closedAt)}${e.closedBy === 'delivery' ? ' at delivery' : e.closedBy === 'cancellation' ? ' at cancellation' : ' (back in band)'}`
    : 'still open';
  const lines = [
    `Excursion ${index + 1}: ${e.direction} the band from ${formatUtc(e.openedAt)}, ${closed}; lasted ${formatDuration(Date.parse(end) - Date.parse(e.openedAt))}; peak ${celsius(e.peakCelsius)}.`,
  ];
  const ack = e.acknowledgement;
  lines.push(
    ack
      ? `Acknowledged by ${ack.byName} on ${formatUtc(ack.at)}: ${EXCURSION_DISPOSITION_LABELS[ack.disposition]}${ack.note ? `. Note: ${ack.note}` : ''}.`
      : 'Not yet acknowledged by an operator.',
  );
  return lines;
}

/** Streams the temperature report (decision 0041) into `out` (an HTTP response). */
export function writeTemperatureReportPdf(report: ColdChainReport, options: { verifyBaseUrl: string }, out: Writable): void {
  const { booking, band, readings, stats, digest, issued, verdict } = report;
  // Decision 0084: every copy of one digest states the time in band as of its first issue, an open excursion counted
  // up to then, so the verify page and every copy agree.
  const timeInBand = issued ? issued.timeInBandPercent : stats.timeInBandPercent;
  const tracking = formatTrackingNumber(booking.trackingNumber);
  const doc = newPdfDocument(`Temperature report ${tracking}`, 'Temperature report');
  doc.pipe(out);
  drawTitledHeader(doc, 'Temperature Report');
  doc.moveDown(0.6);

  const sources = Object.entries(
    readings.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.source]: (acc[r.source] ?? 0) + 1 }), {}),
  ).map(([source, n]) => `${n} ${source}`);
  const rows: PdfRow[] = [
    ['Tracking number', tracking],
    ['Route', routeLabel(booking)],
    ['Goods', `${booking.goodsType}, ${booking.quantity} piece${booking.quantity === 1 ? '' : 's'}, ${booking.cargoWeightKg} kg`],
    ['Band', band ? `${celsius(band.min)} to ${celsius(band.max)} (set ${celsius(band.target)} ± ${band.tolerance} °C)` : 'None: the goods are not temperature-controlled'],
    ['Readings', readings.length ? `${readings.length} (${sources.join(', ')})` : 'None recorded'],
  ];
  if (readings.length) {
    rows.push(
      ['Period', `${formatUtc(readings[0]!.at)} to ${formatUtc(readings.at(-1)!.at)}`],
      ['Min / max', `${celsius(stats.minCelsius)} / ${celsius(stats.maxCelsius)}`],
      ['Mean kinetic temp.', `${celsius(stats.meanKineticCelsius)} (USP <1079>, activation energy 83.144 kJ/mol)`],
      ['Time in band', timeInBand === null ? 'n/a' : issued ? `${timeInBand}% as of ${formatUtc(issued.at)}` : `${timeInBand}%`],
    );
    if (verdict) rows.push(['Verdict', COLD_CHAIN_VERDICT_LABELS[verdict]]);
  }
  drawRows(doc, rows);

  if (band && readings.length) doc.y = drawChart(doc, report, doc.y + 10);

  doc.moveDown(0.6).font(FONT_BOLD).fontSize(12).fillColor(INK).text('Excursions', MARGIN);
  doc.moveDown(0.3).font(FONT).fontSize(10);
  if (report.excursions.length === 0) doc.text(band ? 'No excursion: every reading was inside the band.' : 'Not applicable.', MARGIN);
  report.excursions.forEach((e, i) => {
    const [head, ack] = excursionLines(e, i, issued?.at ?? readings.at(-1)?.at);
    doc.fillColor(INK).text(head!, MARGIN).fillColor(MUTED).text(ack!, MARGIN + 12).moveDown(0.3);
  });

  if (digest) {
    const qrSize = 110;
    if (doc.y + qrSize + 40 > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y + 14;
    const url = `${options.verifyBaseUrl}${digest}`;
    doc.font(FONT_BOLD).fontSize(12).fillColor(INK).text('Verify this report', MARGIN, top);
    const textWidth = doc.page.width - MARGIN * 2 - qrSize - 16;
    doc.font(FONT).fontSize(9).fillColor(MUTED).text('SHA-256 of the tracking number, band and every reading (time, °C, source):', MARGIN, doc.y + 4, { width: textWidth });
    doc.font(FONT_MONO).fontSize(8.5).fillColor(INK).text(digest, MARGIN, doc.y + 4, { width: textWidth });
    doc.font(FONT).fontSize(9).fillColor(MUTED).text('Scan the code, or open:', MARGIN, doc.y + 6, { width: textWidth });
    doc.fontSize(url.length > 90 ? 6.5 : 7.5).fillColor(LINE).text(url, MARGIN, doc.y + 2, { width: textWidth, link: url, underline: true });
    drawQr(doc, url, doc.page.width - MARGIN - qrSize, top, qrSize);
  }

  doc.end();
}
