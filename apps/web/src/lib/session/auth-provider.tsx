import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Envelope } from '@meridian/contracts';
import { apiClient } from '../api-client';
import { TOKEN_KEY, USER_KEY } from '../storage-keys';
import { AuthContext, type AuthContextValue, type SessionUser } from './auth-context';

function readStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

interface AuthProviderProps {
  children: ReactNode;
  /** Called when the session ends (logout or a failed session check), e.g. to drop cached queries. */
  onSessionEnd?: () => void;
}

export function AuthProvider({ children, onSessionEnd }: AuthProviderProps) {
  const hasToken = () => Boolean(localStorage.getItem(TOKEN_KEY));
  const [user, setUser] = useState<SessionUser | null>(() => (hasToken() ? readStoredUser() : null));
  // spec 4: the loading flag stays true until the start-up session check ends.
  const [isLoading, setIsLoading] = useState<boolean>(hasToken);

  const refreshUser = useCallback(async (): Promise<SessionUser | null> => {
    if (!localStorage.getItem(TOKEN_KEY)) {
      setUser(null);
      return null;
    }
    try {
      const body = await apiClient.get<Envelope<{ user: SessionUser }>>('/user/');
      const fresh = body.data.user;
      localStorage.setItem(USER_KEY, JSON.stringify(fresh));
      setUser(fresh);
      return fresh;
    } catch (error) {
      // spec 4 and 8: a failed session check is logged and all stored data is cleared.
      console.warn('Session check failed', error);
      localStorage.clear();
      setUser(null);
      onSessionEnd?.();
      return null;
    }
  }, [onSessionEnd]);

  useEffect(() => {
    if (!localStorage.getItem(TOKEN_KEY)) return;
    let active = true;
    void refreshUser().finally(() => {
      if (active) setIsLoading(false);
    });
    return () => {
      active = false;
    };
  }, [refreshUser]);

  const signIn = useCallback((token: string, nextUser: SessionUser) => {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(nextUser));
    setUser(nextUser);
    setIsLoading(false);
  }, []);

  const logout = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    setUser(null);
    onSessionEnd?.();
  }, [onSessionEnd]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, signIn, logout, refreshUser }),
    [user, isLoading, signIn, logout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
