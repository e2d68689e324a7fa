import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusTone } from './status-badge';

describe('status badge colours', () => {
  it('when read in the list or dashboard, then in-transit blue, delivered green, pending yellow, confirmed purple, other grey', () => {
    expect(statusTone('in-transit', 'list')).toBe('blue');
    expect(statusTone('delivered', 'list')).toBe('green');
    expect(statusTone('pending', 'list')).toBe('yellow');
    expect(statusTone('confirmed', 'list')).toBe('purple');
    expect(statusTone('cancelled', 'list')).toBe('grey');
    expect(statusTone('weird', 'list')).toBe('grey');
  });
  it('when read on the detail screen, then confirmed blue, in-transit purple and cancelled red', () => {
    expect(statusTone('pending', 'detail')).toBe('yellow');
    expect(statusTone('confirmed', 'detail')).toBe('blue');
    expect(statusTone('in-transit', 'detail')).toBe('purple');
    expect(statusTone('delivered', 'detail')).toBe('green');
    expect(statusTone('cancelled', 'detail')).toBe('red');
    expect(statusTone(undefined, 'detail')).toBe('grey');
  });
  it('when the status differs in case, then it is still recognised and labelled', () => {
    render(<StatusBadge status="IN-TRANSIT" />);
    expect(screen.getByText('In Transit')).toHaveAttribute('data-tone', 'blue');
  });
});
