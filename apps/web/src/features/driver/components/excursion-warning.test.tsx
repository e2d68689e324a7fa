import { temperatureBand } from '@meridian/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExcursionWarning } from './excursion-warning';

describe('ExcursionWarning', () => {
  it('when a reading is out of band, then an alert names it, the band and what to do, with a call button', async () => {
    const onDismiss = vi.fn();
    render(<ExcursionWarning alert={{ celsius: 9.5, band: temperatureBand(4), inBand: false, confirmed: true }} onDismiss={onDismiss} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Temperature out of range: 9.5 °C');
    expect(alert).toHaveTextContent('Allowed 2 °C to 6 °C (set 4 °C)');
    expect(alert).toHaveTextContent('Check the reefer now');
    expect(screen.getByRole('link', { name: 'Call the operator' }).getAttribute('href')).toMatch(/^tel:\+\d+$/);
    await userEvent.click(screen.getByRole('button', { name: 'I have done this' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('when the reading is only on the phone so far, then it says it will be sent', () => {
    render(<ExcursionWarning alert={{ celsius: 1, band: temperatureBand(4), inBand: false, confirmed: false }} onDismiss={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('sent as soon as you are back online');
  });

  it('when the reading is back in band, then a calm status says so and no alert shows', () => {
    render(<ExcursionWarning alert={{ celsius: 4.2, band: temperatureBand(4), inBand: true, confirmed: true }} onDismiss={() => undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('4.2 °C is inside the band');
  });
});
