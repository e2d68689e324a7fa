import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/session';
import { api, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';
import { EmailUpdatesDialog } from './email-updates-dialog';

describe('Email Updates dialog (decision 0030)', () => {
  it('when a signed-in user opens it, then the field holds their e-mail and Subscribe posts it for this shipment, then says to check the inbox', async () => {
    signIn('customer');
    const calls = recordRequests();
    const onClose = vi.fn();
    renderWithSession(<EmailUpdatesDialog trackingNumber="DL-1001" displayNumber="DL-1001" onClose={onClose} />);
    const field = screen.getByRole('textbox', { name: /^Email/ });
    expect(field).toHaveValue('amara@example.com');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Check your inbox to confirm')).toBeInTheDocument();
    expect(screen.getByText('amara@example.com')).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/tracking/DL-1001/subscriptions', body: { email: 'amara@example.com' } })]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('when a visitor types a malformed address, then the form says so beside the field and nothing is sent', async () => {
    const calls = recordRequests();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <EmailUpdatesDialog trackingNumber="MX0000000000Z" displayNumber="MX-00000-00000Z" onClose={() => undefined} />
        </AuthProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: /^Email/ });
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(field, 'kemi@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('when the API refuses (too many requests, a finished shipment), then its words show and the form stays', async () => {
    signIn('customer');
    server.use(http.post(api('/tracking/:number/subscriptions'), () => refused(409, 'This shipment has finished, so there are no more updates to send.')));
    renderWithSession(<EmailUpdatesDialog trackingNumber="DL-1001" displayNumber="DL-1001" onClose={() => undefined} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This shipment has finished, so there are no more updates to send.');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('when the API names the e-mail field, then the message shows beside it', async () => {
    signIn('customer');
    server.use(
      http.post(api('/tracking/:number/subscriptions'), () =>
        refused(400, 'Please check the highlighted fields and try again.', { fields: { email: 'Email must be at most 254 characters' } }),
      ),
    );
    renderWithSession(<EmailUpdatesDialog trackingNumber="DL-1001" displayNumber="DL-1001" onClose={() => undefined} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email must be at most 254 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
