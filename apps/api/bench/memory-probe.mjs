// Preloaded into a process measured by bench/reports.ts: samples process.memoryUsage() every 5 ms. On SIGUSR2 it
// collects garbage (when --expose-gc), prints the peaks since the last signal as one [memory] line, and resets them.
let peak = { rss: 0, heapUsed: 0 };
const sample = () => {
  const m = process.memoryUsage();
  if (m.rss > peak.rss) peak.rss = m.rss;
  if (m.heapUsed > peak.heapUsed) peak.heapUsed = m.heapUsed;
};
setInterval(sample, 5).unref();
process.on('SIGUSR2', () => {
  sample();
  const seen = peak;
  globalThis.gc?.();
  const now = process.memoryUsage();
  process.stderr.write(`[memory] ${JSON.stringify({ peakRss: seen.rss, peakHeapUsed: seen.heapUsed, rss: now.rss, heapUsed: now.heapUsed })}\n`);
  peak = { rss: now.rss, heapUsed: now.heapUsed };
});
