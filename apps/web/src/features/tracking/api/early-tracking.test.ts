import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_TRACKING_GLOBAL, takeEarlyTracking, type EarlyTracking } from './early-tracking';

const holder = globalThis as { [EARLY_TRACKING_GLOBAL]?: EarlyTracking };
const leave = (number: string) => {
  const response = Promise.resolve(new Response('{}'));
  holder[EARLY_TRACKING_GLOBAL] = { number, response };
  return response;
};

afterEach(() => {
  delete holder[EARLY_TRACKING_GLOBAL];
});

describe('takeEarlyTracking (decision 0053)', () => {
  it('when the starter asked for the same number, then its answer is handed over once and never again', () => {
    const response = leave('DL-1001');
    expect(takeEarlyTracking('DL-1001')).toBe(response);
    expect(takeEarlyTracking('DL-1001')).toBeUndefined();
  });

  it('when the first lookup is for another number, then nothing is handed over, now or later', () => {
    leave('DL-1001');
    expect(takeEarlyTracking('DL-1002')).toBeUndefined();
    expect(takeEarlyTracking('DL-1001')).toBeUndefined();
  });

  it('when the starter asked for nothing, then nothing is handed over', () => {
    expect(takeEarlyTracking('DL-1001')).toBeUndefined();
  });
});
