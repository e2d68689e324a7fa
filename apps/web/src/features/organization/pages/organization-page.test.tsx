import { ORGANIZATION_MESSAGES, type OrganizationRole } from '@meridian/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { makeInvitation, makeMember, makeOrganization } from '../../../mocks/fixtures/organization';
import { api, db, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';
import { MembersPage } from './members-page';
import { OrganizationLayout } from './organization-layout';

const members = [makeMember(), makeMember({ id: 'user-2', firstName: 'Bo', lastName: 'Booker', email: 'bo@example.com', role: 'booker', joinedAt: '2026-02-01T00:00:00.000Z' })];
const invitation = makeInvitation();

/** A customer signed in as `role` of Nwosu Fresh Foods; an admin sees every member, anyone else only themselves. */
function organizationAs(role: OrganizationRole) {
  signIn('customer');
  db.organization = makeOrganization({ role });
  db.members = role === 'admin' ? members : [makeMember({ role })];
  db.invitations = [invitation];
  return recordRequests();
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
    organizationAs('admin');
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
    server.use(http.post(api('/organization/invitations'), () => HttpResponse.json({ error: false, message: 'sent', data: { ...invitation, email: 'sam@example.com', role: 'booker' } }, { status: 201 })));
    const calls = organizationAs('admin');
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'booker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationSent('sam@example.com'))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/organization/invitations', body: { email: 'sam@example.com', role: 'booker' } });
  });

  it('when the only admin has others beside them, then their role and Leave are held back with the reason, and another member stays changeable', async () => {
    organizationAs('admin');
    renderPage();
    const own = await screen.findByRole('combobox', { name: 'Role of Amara Nwosu' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription(ORGANIZATION_MESSAGES.lastAdmin);
    expect(screen.getByRole('button', { name: 'Leave' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Role of Bo Booker' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('when the only admin is the only member, then their role is held back with the way out (an invitation), and they may leave', async () => {
    organizationAs('admin');
    db.members = [members[0]!];
    renderPage();
    const own = await screen.findByRole('combobox', { name: 'Role of Amara Nwosu' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription(ORGANIZATION_MESSAGES.lastAdminAlone);
    expect(screen.getByRole('button', { name: 'Leave' })).toBeEnabled();
  });

  it('when two admins demote each other at once and the server keeps the last one, then the confirm dialog shows its 409 in its own words', async () => {
    server.use(http.patch(api('/organization/members/:userId'), () => refused(409, ORGANIZATION_MESSAGES.lastAdmin)));
    const calls = organizationAs('admin');
    db.members = [members[0]!, { ...members[1]!, role: 'admin' }];
    renderPage();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role of Amara Nwosu' }), { target: { value: 'viewer' } });
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByText(ORGANIZATION_MESSAGES.lastAdmin)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/organization/members/user-1', body: { role: 'viewer' } });
  });

  it('when a viewer opens it, then they see members without role controls, no invitations, only the Members section, and may leave', async () => {
    const calls = organizationAs('viewer');
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
