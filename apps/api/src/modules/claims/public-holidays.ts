import Holidays from 'date-holidays';

// Decision 0105: CMR art. 30 counts its 7 days without Sundays and public holidays of the place of delivery. The
// holiday data (date-holidays, offline, about 12 MB with its calendars) stays in the API; the web asks the preview.

const cache = new Map<string, readonly string[]>();

/** The public holidays (YYYY-MM-DD) of a country (ISO 3166 alpha-2) in these years; none for an unknown country. */
export function publicHolidays(country: string | null | undefined, years: readonly number[]): string[] {
  const code = (country ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return [];
  return years.flatMap((year) => {
    const key = `${code}:${year}`;
    let days = cache.get(key);
    if (!days) {
      const calendar = new Holidays(code, { types: ['public'] });
      const found = calendar.getHolidays(year) || [];
      days = [...new Set(found.filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)))];
      cache.set(key, days);
    }
    return [...days];
  });
}
