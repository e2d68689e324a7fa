// The session's one public module: features and the app read the signed-in user through here, never app/ internals.
export { AuthProvider } from './auth-provider';
export { useAuth, USE_AUTH_OUTSIDE_PROVIDER, type SessionUser } from './auth-context';
export { loginPathAfterSessionEnd, SESSION_END_REASON_PARAM } from './session-end';
