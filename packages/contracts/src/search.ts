// Search keys (decision 0048): names and cities are stored folded (accents off, lower case, punctuation as spaces) as
// every word-start suffix of each value, so a search is an anchored prefix on one indexed array field, never a scan.

// Latin letters that Unicode does not decompose into a base letter and a mark, folded as people type them.
const UNDECOMPOSED: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ð: 'd', ı: 'i', ħ: 'h' };

/** "São Paulo-Sul" -> "sao paulo sul": accents folded, lower case, every run of other characters one space. */
export function foldSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[łđøßæœþðıħ]/g, (c) => UNDECOMPOSED[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Each value's word-start suffixes ("new york city", "york city", "city"), so a prefix of any word (or words) finds it. */
export function searchKeysFor(values: readonly (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    const words = foldSearchText(value).split(' ').filter(Boolean);
    for (let i = 0; i < words.length; i += 1) keys.add(words.slice(i).join(' '));
  }
  return [...keys];
}

/** A booking's keys: who it is for and where it goes (the console's search, decision 0048). */
export function bookingSearchKeys(booking: {
  fullNameOrBusiness?: string | null;
  pickupLocation?: { city?: string | null } | null;
  dropoffLocation?: { city?: string | null } | null;
}): string[] {
  return searchKeysFor([booking.fullNameOrBusiness, booking.pickupLocation?.city, booking.dropoffLocation?.city]);
}

/** A user's keys: names, "first last", company, and the e-mail as typed (lower case). */
export function userSearchKeys(user: { firstName?: string | null; lastName?: string | null; companyName?: string | null; email?: string | null }): string[] {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const keys = searchKeysFor([fullName, user.lastName, user.companyName]);
  if (user.email) keys.push(user.email.trim().toLowerCase());
  return [...new Set(keys)];
}

/** An anchored, escaped, case-sensitive prefix regex: what an index reads as one run of its sorted keys. */
export function prefixPattern(prefix: string): RegExp {
  return new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
