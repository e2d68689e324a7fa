import { MESSAGES } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/session';
import { api, ok, recordRequests, server } from '../../../test/session';
import { LoginPage } from './login-page';

function renderLogin(entry = '/auth/login') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/auth/login" element={<LoginPage />} />
            <Route path="/dashboard" element={<p>dashboard screen</p>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('when a password reset ended the session, then the sign-in page says so (decision 0028)', () => {
    renderLogin('/auth/login?reason=password-reset&redirect=%2Fbookings');
    expect(screen.getByText(MESSAGES.auth.sessionEndedByReset)).toBeInTheDocument();
  });

  it('when the sign-in page is opened plainly, then it says nothing about a reset', () => {
    renderLogin();
    expect(screen.queryByText(MESSAGES.auth.sessionEndedByReset)).not.toBeInTheDocument();
  });

  it('when the fields are empty, then each shows its error beside it and nothing is sent', async () => {
    const calls = recordRequests();
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('when the server answers 401, then local storage was cleared and the catalogue’s text shows', async () => {
    localStorage.setItem('stale', 'x');
    // No account has these credentials: the mock API answers 401, as the API does.
    renderLogin();
    await submit('a@b.co', 'nope-nope');
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    expect(localStorage.getItem('stale')).toBeNull();
  });

  it('when the answer has no token, then the invalid-credentials text shows', async () => {
    server.use(http.post(api('/auth/login'), () => ok({})));
    renderLogin();
    await submit('a@b.co', 'whatever1');
    expect(await screen.findByText('Invalid credentials. Please check your email and password.')).toBeInTheDocument();
  });

  it('when the network fails, then the connection error shows', async () => {
    server.use(http.post(api('/auth/login'), () => HttpResponse.error()));
    renderLogin();
    await submit('a@b.co', 'whatever1');
    expect(await screen.findByText('Connection error. Please check your internet and try again.')).toBeInTheDocument();
  });
});
