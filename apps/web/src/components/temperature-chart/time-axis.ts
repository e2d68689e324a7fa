// The chart's time axis (decision 0041: it reads well with 1, 10 or 10,000 readings), apart from uPlot so it is
// tested alone. Times are in seconds, as uPlot keeps them.

// Ticks at least a minute apart and up to a month, so any span from one reading to a long voyage gets round ticks.
export const TIME_STEPS = [60, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 172800, 604800, 1209600, 2592000];

/** One reading, or several at one instant, still gets an hour of axis around it instead of a dot on the y-axis. */
export function timeRange(min: number, max: number): [number, number] {
  return max - min < 60 ? [min - 1800, max + 1800] : [min, max];
}

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** Labels read as a clock within a day, with the date over days, and as dates alone beyond a week. */
export function formatTick(seconds: number, spanSeconds: number): string {
  const format = spanSeconds > 7 * 86_400 ? day : spanSeconds > 86_400 ? dayAndClock : clock;
  return format.format(new Date(seconds * 1000));
}
