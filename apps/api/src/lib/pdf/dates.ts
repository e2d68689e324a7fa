/** "23 Nov 2026, 14:05 UTC": on a shipment's documents, the one time zone everyone reading them agrees on. */
export function formatUtc(at: Date | string): string {
  const d = new Date(at);
  const date = d.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${date}, ${time} UTC`;
}
