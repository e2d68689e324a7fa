import { createContext, useContext } from 'react';

/** The session user as the API returns it (spec 3); other fields pass through untouched. */
export interface SessionUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  [field: string]: unknown;
}

export interface AuthContextValue {
  user: SessionUser | null;
  isLoading: boolean;
  signIn: (token: string, user: SessionUser) => void;
  logout: () => void;
  refreshUser: () => Promise<SessionUser | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

// spec 8: the exact words when the hook is used outside its provider.
export const USE_AUTH_OUTSIDE_PROVIDER = 'useAuth must be used within an AuthProvider';

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  return value;
}
