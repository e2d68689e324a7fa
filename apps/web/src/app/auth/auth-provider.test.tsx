import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { apiClient } from '../../lib/api-client';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser, userKeys } from '../../api/user';
import { useAuth, USE_AUTH_OUTSIDE_PROVIDER } from '../../lib/session';
import { addSession } from '../../mocks/db';
import { makeSessionUser } from '../../mocks/fixtures/user';
import { api, refused, server } from '../../test/session';
import { AuthProvider as SessionProvider } from '../../lib/session';
import { createQueryClient } from '../providers';
import { ProtectedRoute } from './protected-route';

const user = makeSessionUser('customer', {
  _id: 'u1',
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  companyName: 'Okafor Foods',
  phoneNumber: '+15550100',
  address: '1 Main St',
  verified: false,
  emailVerified: true,
});

/** The mock API knows `token` as Ada's session; only the token is stored, as after a reload before the check. */
function storeSession(token: string) {
  addSession(user, token);
  localStorage.setItem('token', token);
}

/** Every path asked of the API from now on, the session check included. */
function recordPaths(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}

const newQueryClient = createQueryClient;

/** The session provider as the app mounts it: inside the query cache it keeps the user in. */
function AuthProvider({ children, onSessionEnd, client }: { children: ReactNode; onSessionEnd?: () => void; client?: QueryClient }) {
  const [fallback] = useState(newQueryClient);
  return (
    <QueryClientProvider client={client ?? fallback}>
      <SessionProvider onSessionEnd={onSessionEnd}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

function Probe() {
  const { user: current, isLoading } = useAuth();
  return <p>{isLoading ? 'loading' : current ? `user:${current.firstName}` : 'anonymous'}</p>;
}

describe('AuthProvider', () => {
  it('when useAuth is used outside the provider, then it throws the contracts’ words', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(USE_AUTH_OUTSIDE_PROVIDER);
  });

  it('when no token is stored, then it is not loading and there is no user, without any request', () => {
    const paths = recordPaths();
    render(<AuthProvider><Probe /></AuthProvider>);
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    expect(paths).toEqual([]);
  });

  it('when a token is stored and GET /user/ succeeds, then the user is loaded from data.user', async () => {
    storeSession('t1');
    const paths = recordPaths();
    render(<AuthProvider><Probe /></AuthProvider>);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('user:Ada')).toBeInTheDocument();
    expect(paths[0]).toBe('/api/v1/user/');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ _id: 'u1' });
  });

  it('when the session check fails, then local storage is cleared and the user is logged out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('token', 'expired');
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('other', 'x');
    const onSessionEnd = vi.fn();
    // The mock API knows no session with this token: it answers 401, as the API does.
    render(<AuthProvider onSessionEnd={onSessionEnd}><Probe /></AuthProvider>);
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(onSessionEnd).toHaveBeenCalled();
  });

  it('when signIn then logout are called, then token and user are saved then removed', () => {
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    act(() => result.current.signIn('tok', user));
    expect(localStorage.getItem('token')).toBe('tok');
    expect(result.current.user?.firstName).toBe('Ada');
    act(() => result.current.logout());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(result.current.user).toBeNull();
  });

  it('when the session check succeeds, then the profile screen reads the same cached user without asking GET /user/ again', async () => {
    storeSession('t1');
    const paths = recordPaths();
    function ProfileProbe() {
      const { user: session, isLoading } = useAuth();
      const profile = useCurrentUser({ enabled: !isLoading && Boolean(session) });
      return <p>{profile.data ? `profile:${profile.data.email}` : 'waiting'}</p>;
    }
    render(<AuthProvider><ProfileProbe /></AuthProvider>);
    expect(await screen.findByText('profile:ada@example.com')).toBeInTheDocument();
    expect(paths).toEqual(['/api/v1/user/']);
  });

  it('when the cached user is updated (a profile save), then the session user and the stored user follow, without signing in again', async () => {
    storeSession('t1');
    const client = newQueryClient();
    render(<AuthProvider client={client}><Probe /></AuthProvider>);
    expect(await screen.findByText('user:Ada')).toBeInTheDocument();
    act(() => client.setQueryData(userKeys.me(), { ...user, firstName: 'Adaeze' }));
    expect(await screen.findByText('user:Adaeze')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ firstName: 'Adaeze' });
    expect(localStorage.getItem('token')).toBe('t1');
  });
});

function LoginProbe() {
  return <p>login screen{useLocation().search}</p>;
}

/** Opens /dashboard behind ProtectedRoute, with home and the login screen beside it. */
function renderDashboard(dashboard: ReactNode = <p>dashboard screen</p>) {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="/auth/login" element={<LoginProbe />} />
          <Route element={<ProtectedRoute />}>
            <Route path="/dashboard" element={dashboard} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

describe('ProtectedRoute', () => {
  it('when nobody is signed in, then it redirects to /auth/login', () => {
    renderDashboard();
    expect(screen.getByText(/^login screen/)).toBeInTheDocument();
  });

  it('while the session resolves, then it shows Loading... and then the screen', async () => {
    storeSession('t1');
    renderDashboard();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('dashboard screen')).toBeInTheDocument());
  });

  it('when a stored token and user fail the session check, then it goes to /auth/login (not home) and storage is cleared', async () => {
    localStorage.setItem('token', 'not-a-real-token');
    localStorage.setItem('user', JSON.stringify(user));
    renderDashboard();
    expect(await screen.findByText('login screen?redirect=%2Fdashboard')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('a session ended by a password reset (decision 0028)', () => {
  const endedByReset = () => refused(401, 'Signed out', { message: 'Unauthorized', code: 'session_ended_by_reset' });

  function Bookings() {
    const query = useQuery({ queryKey: ['probe'], queryFn: () => apiClient.get('/bookings/'), retry: false });
    return <p>{query.isError ? 'refused' : 'dashboard screen'}</p>;
  }

  it('when the start-up check is refused because of a reset, then the sign-in page gets the reason and the page to come back to', async () => {
    localStorage.setItem('token', 'old-token');
    localStorage.setItem('user', JSON.stringify(user));
    server.use(http.get(api('/user/'), endedByReset));
    renderDashboard();
    expect(await screen.findByText('login screen?reason=password-reset&redirect=%2Fdashboard')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('when a call is refused mid-visit because of a reset, then the session ends and the sign-in page gets the reason, not home', async () => {
    storeSession('old-token');
    server.use(http.get(api('/bookings/'), endedByReset));
    renderDashboard(<Bookings />);
    expect(await screen.findByText('login screen?reason=password-reset&redirect=%2Fdashboard')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('ProtectedRoute after logout', () => {
  function LogoutButton() {
    const { logout } = useAuth();
    return (
      <button type="button" onClick={logout}>
        Logout
      </button>
    );
  }

  it('when a signed-in user logs out on a protected page, then they land on home, not the login page', async () => {
    storeSession('t');
    renderDashboard(<LogoutButton />);
    const button = await screen.findByRole('button', { name: 'Logout' });
    act(() => button.click());
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
