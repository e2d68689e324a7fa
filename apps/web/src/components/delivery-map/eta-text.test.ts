import { describe, expect, it } from 'vitest';
import { formatEtaWindow } from './eta-text';

// Built from local times, so the words are the same in any time zone the tests run in.
const at = (day: number, hours: number, minutes: number) => new Date(2026, 11, day, hours, minutes).toISOString();
const NOW = new Date(2026, 11, 5, 13, 30);
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('formatEtaWindow', () => {
  it('when the window is today, then it reads as two times ("2:10 – 2:40 PM")', () => {
    expect(plain(formatEtaWindow({ from: at(5, 14, 10), to: at(5, 14, 40) }, NOW))).toBe('2:10 – 2:40 PM');
  });

  it('when the window crosses noon, then each end keeps its half of the day', () => {
    expect(plain(formatEtaWindow({ from: at(5, 11, 50), to: at(5, 12, 20) }, NOW))).toBe('11:50 AM – 12:20 PM');
  });

  it('when the window is another day, then the day is named', () => {
    expect(plain(formatEtaWindow({ from: at(7, 9, 10), to: at(7, 9, 40) }, NOW))).toBe('Mon, Dec 7, 9:10 – 9:40 AM');
  });

  it('when the window is unreadable or backwards, then there is no text to show', () => {
    expect(formatEtaWindow({ from: 'soon', to: at(5, 14, 40) }, NOW)).toBeNull();
    expect(formatEtaWindow({ from: at(5, 14, 40), to: at(5, 14, 10) }, NOW)).toBeNull();
  });
});
