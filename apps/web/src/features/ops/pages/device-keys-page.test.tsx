import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPS_COPY } from '../../../content/ops';
import { http } from 'msw';
import { makeDeviceKey } from '../../../mocks/fixtures/vehicle';
import { api, db, ok, recordRequests, renderWithSession, server, signIn } from '../../../test/session';
import { DeviceKeysPage } from './device-keys-page';

const active = makeDeviceKey();
const revoked = makeDeviceKey({ _id: '64b7f0c2a1b2c3d4e5f69002', vehicleId: 'TRK-102', prefix: 'mxk_77b1', revokedAt: '2026-11-21T10:00:00.000Z' });

function renderPage() {
  renderWithSession(
    <MemoryRouter>
      <DeviceKeysPage />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('device keys screen', () => {
  it('when keys exist, then each shows its vehicle, label, prefix and state, and only active keys can be revoked', async () => {
    signIn('operator');
    db.deviceKeys = [active, revoked];
    renderPage();
    expect(await screen.findByText('TRK-101')).toBeInTheDocument();
    expect(screen.getByText('mxk_3f9a…')).toBeInTheDocument();
    expect(screen.getAllByText('Never')).toHaveLength(2);
    expect(screen.getByText('Revoked')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Revoke the key/ })).toHaveLength(1);
  });

  it('when a key is issued, then it is shown once with the warning and a copy button, and gone after I have saved the key', async () => {
    signIn('operator');
    server.use(http.post(api('/ops/device-keys'), () => ok({ ...active, key: 'mxk_3f9a.secret-once-only' })));
    const calls = recordRequests();
    renderPage();
    // user-event puts its own clipboard in place at setup.
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Vehicle/), 'TRK-101');
    await user.click(screen.getByRole('button', { name: 'Issue key' }));

    expect(await screen.findByTestId('issued-key')).toHaveTextContent('mxk_3f9a.secret-once-only');
    expect(screen.getByText(OPS_COPY.keyWarning)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ vehicleId: 'TRK-101' });
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe('mxk_3f9a.secret-once-only');
    expect(await screen.findByText('The key is on your clipboard.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have saved the key' }));
    expect(screen.queryByTestId('issued-key')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue key' })).toBeInTheDocument();
  });

  it('when Revoke is confirmed, then the key is deleted and the list refetched; Keep key sends nothing', async () => {
    signIn('operator');
    db.deviceKeys = [active];
    const calls = recordRequests();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Revoke the key of TRK-101/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep key' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: /^Revoke the key of TRK-101/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.getByText('Revoked')).toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/ops/device-keys/${active._id}`]);
  });
});
