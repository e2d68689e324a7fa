import type { AdminOrganization } from '@meridian/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeAdminOrganization } from '../../../mocks/fixtures/organization';
import { api, db, recordRequests, refused, renderWithSession, server, signIn, type ApiCall } from '../../../test/session';
import { OrganizationPage, OrganizationsPage } from './organizations-page';

const ORG = '64b7f0c2a1b2c3d4e5f60a01';
const KEY = '64b7f0c2a1b2c3d4e5f60b01';
const HOOK = '64b7f0c2a1b2c3d4e5f60c01';
const BOOKER = '64b7f0c2a1b2c3d4e5f60d02';

/** GET /admin/organizations/{id}: Fjord Fisheries with its admin and booker, an invitation, an API key and a webhook. */
function makeOrganization(overrides: Partial<AdminOrganization> = {}): AdminOrganization {
  const base = makeAdminOrganization();
  return makeAdminOrganization({
    id: ORG,
    members: base.members.map((m) => (m.role === 'booker' ? { ...m, id: BOOKER } : m)),
    apiKeys: [{ ...base.apiKeys[0]!, id: KEY, name: 'ERP integration', createdAt: '2026-10-03T08:00:00.000Z' }],
    webhooks: [{ ...base.webhooks[0]!, id: HOOK }],
    ...overrides,
  });
}

function renderAt(path: string) {
  renderWithSession(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ops/organizations" element={<OrganizationsPage />} />
        <Route path="/ops/organizations/:id" element={<OrganizationPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST').map((call) => call.path);

/** An admin signed in, with `organizations` stored for the screens to show. */
function adminWith(...organizations: AdminOrganization[]) {
  signIn('admin');
  db.adminOrganizations = organizations;
  return recordRequests();
}

describe('organizations screen (admins)', () => {
  it('when the list loads, then each organization links to its page and one without an admin says so', async () => {
    const fjord = makeOrganization();
    const third = { ...fjord.members[1]!, id: '64b7f0c2a1b2c3d4e5f60d03', firstName: 'Vi', lastName: 'Viewer', email: 'vi@fjord.example', role: 'viewer' as const };
    adminWith(
      makeOrganization({ members: [...fjord.members, third] }),
      makeOrganization({ id: '64b7f0c2a1b2c3d4e5f60a02', name: 'Orphaned Oysters AS', admins: 0 }),
    );
    renderAt('/ops/organizations');
    const items = within(await screen.findByRole('list', { name: 'Organizations' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Fjord Fisheries AS' })).toHaveAttribute('href', `/ops/organizations/${ORG}`);
    expect(items[0]).toHaveTextContent('3 members');
    expect(items[1]).toHaveTextContent('No admin');
  });

  it('when a key is revoked and confirmed, then it is sent, the page says so and shows it revoked', async () => {
    const calls = adminWith(makeOrganization());
    renderAt(`/ops/organizations/${ORG}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Fjord Fisheries AS' })).toBeInTheDocument();
    expect(screen.getByText('n***@fjord.example')).toBeInTheDocument();
    // With an admin in place, nobody is offered the admin role from here.
    expect(screen.queryByRole('button', { name: /^Make .* admin$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke ERP integration' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('The key "ERP integration" is revoked.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([`/admin/organizations/${ORG}/api-keys/${KEY}/revoke`]);
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });

  it('when a webhook disable is cancelled, then nothing is sent; when confirmed, the disable is sent', async () => {
    const calls = adminWith(makeOrganization());
    renderAt(`/ops/organizations/${ORG}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable https://hooks.fjord.example/meridian' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Disable webhook' })).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Disable https://hooks.fjord.example/meridian' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Disable webhook' })).getByRole('button', { name: 'Disable webhook' }));
    expect(await screen.findByText('Events to https://hooks.fjord.example/meridian are stopped.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([`/admin/organizations/${ORG}/webhooks/${HOOK}/disable`]);
  });

  it('when the organization has no admin who can act, then it says so and a member can be made admin; a refusal is shown in the dialog', async () => {
    let answer: 'refuse' | 'ok' = 'refuse';
    const calls = adminWith(makeOrganization({ admins: 0, members: makeOrganization().members.map((m) => ({ ...m, staff: m.role === 'admin' })) }));
    // The first promotion is refused; the next goes to the mock API, which promotes.
    server.use(
      http.post(api('/admin/organizations/:id/members/:userId/promote'), () =>
        answer === 'refuse' ? refused(409, 'This organization already has an admin. Its admins manage its roles.') : undefined,
      ),
    );
    renderAt(`/ops/organizations/${ORG}`);
    const user = userEvent.setup();
    expect(await screen.findByText('This organization has no admin who can manage it. Make one of its members its admin.')).toBeInTheDocument();
    expect(screen.getByText('Now staff, cannot act')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make Bo Booker admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Make admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await within(dialog).findByText('This organization already has an admin. Its admins manage its roles.')).toBeInTheDocument();
    answer = 'ok';
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Bo Booker is now an admin of this organization.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([`/admin/organizations/${ORG}/members/${BOOKER}/promote`, `/admin/organizations/${ORG}/members/${BOOKER}/promote`]);
  });
});
