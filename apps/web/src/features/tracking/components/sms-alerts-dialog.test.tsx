import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests, renderWithSession } from '../../../test/session';
import { SmsAlertsDialog } from './sms-alerts-dialog';

describe('SMS Alerts dialog (decision 0111)', () => {
  it('when a visitor gives a number and the texted code, then alerts turn on; nothing is sent before the code step', async () => {
    const calls = recordRequests();
    const onClose = vi.fn();
    renderWithSession(<SmsAlertsDialog trackingNumber="MX4K7QP2M9XRC" displayNumber="MX-4K7QP-2M9XRC" onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    expect(await screen.findByText(/We texted a 6-digit code to/)).toBeInTheDocument();
    expect(screen.getByText('+447700900123')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on SMS alerts' }));
    expect(await screen.findByText('That code is wrong or has expired. Check the text, or ask for a new code.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Code/ }));
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on SMS alerts' }));
    expect(await screen.findByText('SMS alerts are on')).toBeInTheDocument();
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/tracking/MX4K7QP2M9XRC/sms-alerts', { phone: '+447700900123' }],
      ['/tracking/MX4K7QP2M9XRC/sms-alerts/confirm', { phone: '+447700900123', code: '000000' }],
      ['/tracking/MX4K7QP2M9XRC/sms-alerts/confirm', { phone: '+447700900123', code: '123456' }],
    ]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('when the number has no country code, then the form says so beside the field and nothing is sent', async () => {
    const calls = recordRequests();
    renderWithSession(<SmsAlertsDialog trackingNumber="MX4K7QP2M9XRC" displayNumber="MX-4K7QP-2M9XRC" onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('Enter the mobile number in international form, e.g. +44 7700 900123')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
