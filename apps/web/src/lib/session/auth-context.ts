import type { SessionUser } from '@meridian/contracts';
// The messages alone: a value import of the whole contracts would put zod in every page's first load (the 150 KB budget, decision 0015).
import { MESSAGES } from '@meridian/contracts/messages';
import { createContext, useContext } from 'react';
import type { SessionEndReason } from './session-end';

export type { SessionUser };

export interface AuthContextValue {
  user: SessionUser | null;
  isLoading: boolean;
  /** The account was created by a sign-up in this browser and has not signed in since. */
  isNewAccount: boolean;
  /** Why the server ended the last session (a password reset elsewhere), until someone signs in again. */
  endReason: SessionEndReason | null;
  signIn: (token: string, user: SessionUser, options?: { newAccount?: boolean }) => void;
  logout: () => void;
  refreshUser: () => Promise<SessionUser | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

// The exact words when the hook is used outside its provider.
export const USE_AUTH_OUTSIDE_PROVIDER = MESSAGES.auth.useAuthOutsideProvider;

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  return value;
}
