import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPathAfterSessionEnd, useAuth } from '../../lib/session';

/**
 * 'Loading...' while the session resolves; no user redirects to /auth/login, replacing history.
 * Someone who logs out while on a protected page goes home instead (Logout goes to /).
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { user, isLoading, endReason } = useAuth();
  const location = useLocation();
  // Only a confirmed session counts: a user read from storage whose check then fails never was signed in here.
  const hadUser = useRef(false);
  useEffect(() => {
    if (user && !isLoading) hadUser.current = true;
  }, [user, isLoading]);

  if (isLoading) {
    return (
      <div className="grid min-h-[50vh] place-items-center p-8">
        <p role="status" className="text-slate-700">
          Loading...
        </p>
      </div>
    );
  }
  const from = location.pathname + location.search;
  // The server ended the session (a password reset): the sign-in page says so (decision 0028).
  if (!user && endReason) return <Navigate to={loginPathAfterSessionEnd(endReason, from)} replace />;
  if (!user && hadUser.current) return <Navigate to="/" replace />;
  // The page asked for rides along, so signing in lands there (lib/role-home.ts decides whether the role may open it).
  if (!user) return <Navigate to={`/auth/login?redirect=${encodeURIComponent(from)}`} replace />;
  return children ?? <Outlet />;
}
