import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../../lib/session';
import { NoAccessScreen } from './no-access-screen';
import { ProtectedRoute } from './protected-route';

// The roles the areas speak of: the four of contracts' USER_ROLES (decision 0017).
export type AreaRole = 'customer' | 'operator' | 'admin' | 'driver';

function RoleGate({ roles, children }: { roles: readonly AreaRole[]; children: ReactNode }) {
  const { user } = useAuth();
  const allowed = user !== null && (roles as readonly string[]).includes(user.role);
  return allowed ? children : <NoAccessScreen />;
}

/**
 * An area for some roles only. Signed out, it behaves as ProtectedRoute (Loading..., then /auth/login); signed in
 * with another role, it says so and offers the way back to the dashboard.
 */
export function RequireRole({ roles, children }: { roles: readonly AreaRole[]; children?: ReactNode }) {
  return (
    <ProtectedRoute>
      <RoleGate roles={roles}>{children ?? <Outlet />}</RoleGate>
    </ProtectedRoute>
  );
}
