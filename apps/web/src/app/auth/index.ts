export { AuthProvider } from './auth-provider';
export { ProtectedRoute } from './protected-route';
export { useAuth, USE_AUTH_OUTSIDE_PROVIDER, type SessionUser, type AuthContextValue } from './auth-context';
