import { describe, expect, it } from 'vitest';
import { labelsFilename, ssccHumanReadable } from './labels';

describe('ssccHumanReadable (decision 0101)', () => {
  it('when the SSCC was issued under the prefix, then its parts print apart after (00)', () => {
    expect(ssccHumanReadable('006141410000001231', '0614141')).toBe('(00) 0 0614141 000000123 1');
    expect(ssccHumanReadable('387123456789012345', '87123456')).toBe('(00) 3 87123456 78901234 5');
  });

  it('when the prefix is not the one it was issued under, then it groups by the 7-digit default', () => {
    expect(ssccHumanReadable('106141411234567897', '999999')).toBe('(00) 1 0614141 123456789 7');
  });
});

describe('labelsFilename', () => {
  it('when a booking has a tracking number, then the file is named for it; without one, for its short id', () => {
    expect(labelsFilename({ _id: '665f1c2ab3c4d5e6f7a8b9c0', trackingNumber: 'MX51F4BDZX1SF' }, 'pdf')).toBe('labels-MX51F4BDZX1SF.pdf');
    expect(labelsFilename({ _id: '665f1c2ab3c4d5e6f7a8b9c0', trackingNumber: '' }, 'zpl')).toBe('labels-f7a8b9c0.zpl');
  });
});
