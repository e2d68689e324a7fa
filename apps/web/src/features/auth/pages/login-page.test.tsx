import { MESSAGES } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/session';
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

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('when a password reset ended the session, then the sign-in page says so (decision 0028)', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderLogin('/auth/login?reason=password-reset&redirect=%2Fbookings');
    expect(screen.getByText(MESSAGES.auth.sessionEndedByReset)).toBeInTheDocument();
  });

  it('when the sign-in page is opened plainly, then it says nothing about a reset', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderLogin();
    expect(screen.queryByText(MESSAGES.auth.sessionEndedByReset)).not.toBeInTheDocument();
  });

  it('when the fields are empty, then each shows its error beside it and nothing is sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the server answers 401, then local storage was cleared and the catalogue’s text shows', async () => {
    localStorage.setItem('stale', 'x');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: true, message: 'Unauthorized', msg: 'Wrong credentials' }), { status: 401 })));
    renderLogin();
    await submit('a@b.co', 'nope-nope');
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    expect(localStorage.getItem('stale')).toBeNull();
  });

  it('when the answer has no token, then the invalid-credentials text shows', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: false, message: 'ok', data: {} }), { status: 200 })));
    renderLogin();
    await submit('a@b.co', 'whatever1');
    expect(await screen.findByText('Invalid credentials. Please check your email and password.')).toBeInTheDocument();
  });

  it('when the network fails, then the connection error shows', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderLogin();
    await submit('a@b.co', 'whatever1');
    expect(await screen.findByText('Connection error. Please check your internet and try again.')).toBeInTheDocument();
  });
});
