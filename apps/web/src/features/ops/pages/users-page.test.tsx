import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSession } from '../../../mocks/db';
import { makeSessionUser } from '../../../mocks/fixtures/user';
import { recordRequests, renderWithSession, signIn, type ApiCall } from '../../../test/session';
import { UsersPage } from './users-page';

const casey = makeSessionUser('customer', { _id: '64b7f0c2a1b2c3d4e5f60555', firstName: 'Casey', lastName: 'Jones', email: 'casey@example.com', phoneNumber: '+15550100999' });

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET').map((call) => call.path);

function renderPage() {
  renderWithSession(
    <MemoryRouter initialEntries={['/ops/users']}>
      <UsersPage searchDelayMs={0} />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('users screen (admins)', () => {
  it('when the role filter and a search are set, then the list is asked for them', async () => {
    signIn('admin', { phoneNumber: '' });
    addSession(casey, 'casey-token');
    const calls = recordRequests();
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('casey@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'driver');
    await user.type(screen.getByLabelText('Search'), 'casey');

    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/admin/users?page=1&role=driver&q=casey'));
  });

  it('when a new role is chosen and confirmed, then it is sent and the page says so; the admin cannot change their own role', async () => {
    signIn('admin', { phoneNumber: '' });
    addSession(casey, 'casey-token');
    const calls = recordRequests();
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Role of Amara Nwosu')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Role of Casey Jones'), 'driver');
    const dialog = screen.getByRole('dialog', { name: 'Change role' });
    expect(dialog).toHaveTextContent('Make Casey Jones (casey@example.com) a Driver instead of a Customer?');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText('Casey Jones is now driver.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual(expect.objectContaining({ path: `/admin/users/${casey._id}/role`, body: { role: 'driver' } }));
  });

  it('when the change is not confirmed, then nothing is sent', async () => {
    signIn('admin', { phoneNumber: '' });
    addSession(casey, 'casey-token');
    const calls = recordRequests();
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Role of Casey Jones'), 'operator');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep role' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(screen.getByLabelText('Role of Casey Jones')).toHaveValue('customer');
  });
});
