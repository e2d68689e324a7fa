import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_KEYS_COPY } from '../../../content/developers';
import { http, HttpResponse } from 'msw';
import { makeApiKey } from '../../../mocks/fixtures/api-key';
import { api, db, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';
import { ApiKeysPage } from './api-keys-page';

const active = makeApiKey();

function renderPage() {
  renderWithSession(
    <MemoryRouter>
      <ApiKeysPage />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('API keys screen', () => {
  it('when a key is suspended (its creator is no longer an admin), then it says so instead of Active and can still be revoked', async () => {
    signIn('customer');
    db.apiKeys = [makeApiKey({ suspended: true })];
    renderPage();
    expect(await screen.findByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText(API_KEYS_COPY.suspended)).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Revoke the key ERP integration/ })).toBeInTheDocument();
  });

  it('when keys exist, then each shows its name, scopes, prefix and last use, and only active keys can be revoked', async () => {
    signIn('customer');
    db.apiKeys = [active, makeApiKey({ id: '64b7f0c2a1b2c3d4e5f69002', name: 'Old', revokedAt: '2026-11-21T10:00:00.000Z' })];
    renderPage();
    expect(await screen.findByText('ERP integration')).toBeInTheDocument();
    expect(screen.getAllByText('mxk_3f9aB7c2…')).toHaveLength(2);
    expect(screen.getAllByText('bookings:write').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Never')).toHaveLength(2);
    expect(screen.getByText('Revoked')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Revoke the key/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: API_KEYS_COPY.guideLink })).toHaveAttribute('href', '/developers');
  });

  it('when a key is created, then it is shown once with the warning and a copy button, and gone after I have saved it', async () => {
    signIn('customer');
    server.use(
      http.post(api('/organization/api-keys'), () =>
        HttpResponse.json(
          { error: false, message: 'OK', data: { id: active.id, name: 'ERP', scopes: ['bookings:read', 'documents:read'], prefix: 'mxk_3f9aB7c2', key: 'mxk_3f9aB7c2-secret-once' } },
          { status: 201 },
        ),
      ),
    );
    const calls = recordRequests();
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'ERP');
    await user.click(screen.getByRole('checkbox', { name: /documents:read/ }));
    await user.click(screen.getByRole('button', { name: API_KEYS_COPY.create }));

    expect(await screen.findByTestId('issued-key')).toHaveTextContent('mxk_3f9aB7c2-secret-once');
    expect(screen.getByText(API_KEYS_COPY.revealWarning)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'ERP', scopes: ['bookings:read', 'documents:read'] });
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe('mxk_3f9aB7c2-secret-once');
    await user.click(screen.getByRole('button', { name: API_KEYS_COPY.revealDone }));
    expect(screen.queryByTestId('issued-key')).not.toBeInTheDocument();
  });

  it('when no scope is ticked, then the form says so and sends nothing', async () => {
    signIn('customer');
    const calls = recordRequests();
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'ERP');
    await user.click(screen.getByRole('checkbox', { name: /bookings:read/ }));
    await user.click(screen.getByRole('button', { name: API_KEYS_COPY.create }));
    expect(await screen.findByText('Choose at least one scope')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('when Revoke is confirmed, then the key is deleted and shown revoked; a non-admin sees the API’s refusal', async () => {
    signIn('customer');
    db.apiKeys = [active];
    const calls = recordRequests();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Revoke the key ERP/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: API_KEYS_COPY.revoke }));
    await waitFor(() => expect(screen.getByText('Revoked')).toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/organization/api-keys/${active.id}`]);
    vi.unstubAllGlobals();

    signIn('customer');
    server.use(http.get(api('/organization/api-keys'), () => refused(403, 'Only organization admins manage API keys')));
    renderPage();
    expect(await screen.findByText('Only organization admins manage API keys')).toBeInTheDocument();
  });
});
