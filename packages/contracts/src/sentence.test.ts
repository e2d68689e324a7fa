import { describe, expect, it } from 'vitest';
import { endSentence } from './sentence';

describe('endSentence', () => {
  it('when the value already ends with a full stop, then no second one is added', () => {
    expect(endSentence('Our KYC team approved Acme Inc.')).toBe('Our KYC team approved Acme Inc.');
    expect(endSentence('received by J. Smith Jr.')).toBe('received by J. Smith Jr.');
    expect(endSentence('Ship "fast!"')).toBe('Ship "fast!"');
  });

  it('when the value ends without one, then the sentence gets its full stop', () => {
    expect(endSentence('Our KYC team approved Nordic Cold AS')).toBe('Our KYC team approved Nordic Cold AS.');
    expect(endSentence('received by Sam ')).toBe('received by Sam.');
  });
});
