import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, signIn } from '../../test/session';
import { RequireRole } from '../auth';
import { OpsLayout } from './ops-layout';

function renderConsole(path: string) {
  renderWithSession(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/ops" element={<OpsLayout />}>
          <Route index element={<h1>Queue screen</h1>} />
          <Route path="users" element={<RequireRole roles={['admin']} />}>
            <Route index element={<h1>Users screen</h1>} />
          </Route>
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('operator console layout', () => {
  it('when an operator signs in, then the header shows the brand, Queue, Claims, Vehicles, KYC review, Excursions, Device keys, Mail, SMS and Reports, who is signed in, and no Users link', async () => {
    signIn('operator');
    renderConsole('/ops');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Queue', 'Claims', 'Vehicles', 'KYC review', 'Excursions', 'Device keys', 'Mail', 'SMS', 'Reports']);
    expect(within(nav).getByRole('link', { name: 'Queue' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Amara Nwosu')).toBeInTheDocument();
    expect(screen.getByText('Operator')).toBeInTheDocument();
  });

  it('when an operator opens /ops/users by its address, then the route itself refuses them', async () => {
    signIn('operator');
    renderConsole('/ops/users');
    expect(await screen.findByRole('heading', { name: "You don't have access to this area" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users screen' })).not.toBeInTheDocument();
  });

  it('when an admin signs in, then Users is in the nav and its screen opens', async () => {
    signIn('admin');
    renderConsole('/ops/users');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/ops/users');
    expect(within(nav).getByRole('link', { name: 'Organizations' })).toHaveAttribute('href', '/ops/organizations');
    expect(await screen.findByRole('heading', { name: 'Users screen' })).toBeInTheDocument();
  });

  it('when Logout is pressed, then the session ends and the home page shows', async () => {
    signIn('operator');
    renderConsole('/ops');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
