import { ORGANIZATION_MESSAGES, type OrganizationRole } from '@meridian/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderWithSession, stubApi, type ApiCall } from '../../../test/api-stub';
import { MembersPage } from './members-page';
import { OrganizationLayout } from './organization-layout';

const members = [
  { id: 'user-1', firstName: 'Amara', lastName: 'Nwosu', email: 'amara@example.com', role: 'admin', joinedAt: '2026-01-01T00:00:00.000Z' },
  { id: 'user-2', firstName: 'Bo', lastName: 'Booker', email: 'bo@example.com', role: 'booker', joinedAt: '2026-02-01T00:00:00.000Z' },
];
const invitation = { id: 'inv-1', email: 'new@example.com', role: 'viewer', expiresAt: '2026-12-04T10:00:00.000Z', invitedBy: { id: 'user-1', name: 'Amara Nwosu' } };

function api(role: OrganizationRole, override: (call: ApiCall) => ReturnType<typeof ok> | undefined = () => undefined) {
  return stubApi('customer', (call) => {
    const answer = override(call);
    if (answer) return answer;
    if (call.path === '/organization') return ok({ id: 'org-1', name: 'Nwosu Fresh Foods', role });
    if (call.path === '/organization/members') return ok({ records: role === 'admin' ? members : [{ ...members[0], role }] });
    if (call.path === '/organization/invitations' && call.method === 'GET') return ok({ records: [invitation] });
    return ok(null);
  });
}

function renderPage() {
  return renderWithSession(
    <MemoryRouter initialEntries={['/organization']}>
      <Routes>
        <Route path="/organization" element={<OrganizationLayout />}>
          <Route index element={<MembersPage />} />
        </Route>
        <Route path="/dashboard" element={<p>Dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('organization page (decision 0055)', () => {
  it('when an admin opens it, then the name, their role, every member, the sections including API keys and Webhooks, and the pending invitations show', async () => {
    api('admin');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nwosu Fresh Foods' })).toBeInTheDocument();
    expect(screen.getByText('Your role:')).toHaveTextContent('Admin');
    const nav = screen.getByRole('navigation', { name: 'Organization' });
    expect(within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Members', '/organization'],
      ['API keys', '/organization/api-keys'],
      ['Webhooks', '/organization/webhooks'],
    ]);
    expect(await screen.findAllByTestId('member-row')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Role of Bo Booker' })).toHaveValue('booker');
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
  });

  it('when the admin invites someone, then the e-mail and role are posted and the page says the invitation is sent', async () => {
    const calls = api('admin', (call) => (call.method === 'POST' ? [201, { error: false, message: 'sent', data: { ...invitation, email: 'sam@example.com', role: 'booker' } }] : undefined));
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'booker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationSent('sam@example.com'))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/organization/invitations', body: { email: 'sam@example.com', role: 'booker' } });
  });

  it('when the admin demotes the last admin, then the confirm dialog shows the server’s 409 in its own words', async () => {
    const calls = api('admin', (call) => (call.method === 'PATCH' ? refused(409, ORGANIZATION_MESSAGES.lastAdmin) : undefined));
    renderPage();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role of Amara Nwosu' }), { target: { value: 'viewer' } });
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByText(ORGANIZATION_MESSAGES.lastAdmin)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/organization/members/user-1', body: { role: 'viewer' } });
  });

  it('when a viewer opens it, then they see members without role controls, no invitations, only the Members section, and may leave', async () => {
    const calls = api('viewer');
    renderPage();
    expect(await screen.findAllByTestId('member-row')).toHaveLength(1);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite a colleague' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Organization' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Members']);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave organization' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: '/organization/members/user-1' }));
    expect(calls.some((c) => c.path === '/organization/invitations')).toBe(false);
  });
});
