import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../lib/session';
import { signIn } from '../../test/session';
import { NO_ACCESS_TITLE } from './no-access-screen';
import { RequireRole } from './require-role';

function renderOps() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/ops']}>
          <Routes>
            <Route path="/auth/login" element={<p>login screen</p>} />
            <Route path="/ops" element={<RequireRole roles={['operator', 'admin']} />}>
              <Route index element={<h1>Operator console</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('RequireRole (decision 0011: each staff area has its own guard)', () => {
  it('when nobody is signed in, then it goes to /auth/login', () => {
    renderOps();
    expect(screen.getByText('login screen')).toBeInTheDocument();
  });

  it('when a customer opens the operator area, then a no-access screen links back to the dashboard', async () => {
    signIn('customer');
    renderOps();
    expect(await screen.findByRole('heading', { name: NO_ACCESS_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('heading', { name: 'Operator console' })).not.toBeInTheDocument();
  });

  it('when an operator opens the operator area, then the area shows', async () => {
    signIn('operator');
    renderOps();
    expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeInTheDocument();
  });
});
