import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordRequests, renderWithSession, signIn } from '../../../test/session';
import { NotificationSettingsCard } from './notification-settings-card';

describe('Booking updates settings (decision 0111)', () => {
  it('when a customer turns SMS on, then the number is asked for, checked, and saved in E.164 with e-mail off', async () => {
    signIn('customer');
    const calls = recordRequests();
    renderWithSession(<NotificationSettingsCard />);
    const user = userEvent.setup();
    const email = await screen.findByRole('checkbox', { name: 'By e-mail' });
    expect(email).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Mobile number/ })).not.toBeInTheDocument();

    await user.click(email);
    await user.click(screen.getByRole('checkbox', { name: 'By SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Enter the mobile number to text')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0044 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/user/notification-settings', body: { email: false, sms: true, smsPhone: '+447700900123' } }),
    ]);
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('+447700900123');
  });
});
