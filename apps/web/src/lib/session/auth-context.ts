import type { SessionUser } from '@meridian/contracts';
// The messages alone: a value import of the whole contracts would put zod in every page's first load (the 150 KB budget, decision 0015).
import { MESSAGES } from '@meridian/contracts/messages';
import { createContext, useContext } from 'react';

export type { SessionUser };

export interface AuthContextValue {
  user: SessionUser | null;
  isLoading: boolean;
  signIn: (token: string, user: SessionUser) => void;
  logout: () => void;
  refreshUser: () => Promise<SessionUser | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

// spec 8: the exact words when the hook is used outside its provider.
export const USE_AUTH_OUTSIDE_PROVIDER = MESSAGES.auth.useAuthOutsideProvider;

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  return value;
}
