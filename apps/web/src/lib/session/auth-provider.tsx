import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { currentUserQueryOptions, userKeys } from '../../api/user';
import { NEW_ACCOUNT_KEY, TOKEN_KEY, USER_KEY } from '../storage-keys';
import { AuthContext, type AuthContextValue, type SessionUser } from './auth-context';
import { sessionEndReasonOf, type SessionEndReason } from './session-end';

function readStoredUser(): SessionUser | undefined {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as SessionUser) : undefined;
  } catch {
    return undefined;
  }
}

const hasToken = () => Boolean(localStorage.getItem(TOKEN_KEY));

interface AuthProviderProps {
  children: ReactNode;
  /** Called when the session ends (logout or a failed session check), e.g. to drop cached queries. */
  onSessionEnd?: () => void;
}

/**
 * The signed-in user lives in the query cache under userKeys.me(): the session check fills it, and every screen
 * that reads GET /user/ (the profile page) or writes it (a profile update) shares that one entry with the header.
 */
export function AuthProvider({ children, onSessionEnd }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [hasSession, setHasSession] = useState(hasToken);
  // The loading flag stays true until the start-up session check ends.
  const [isLoading, setIsLoading] = useState(hasToken);
  // Read-only here: the start-up check below fetches; the stored user shows while it runs and counts as stale.
  const { data } = useQuery({ ...currentUserQueryOptions(), enabled: false, initialData: readStoredUser, initialDataUpdatedAt: 0 });
  const user = hasSession ? (data ?? null) : null;
  const [endReason, setEndReason] = useState<SessionEndReason | null>(null);
  const isNewAccount = Boolean(user && localStorage.getItem(NEW_ACCOUNT_KEY) === user._id);

  useEffect(() => {
    // The stored user follows the cached one, so a reload shows the latest name before the check ends.
    if (user && hasToken()) localStorage.setItem(USER_KEY, JSON.stringify(user));
  }, [user]);

  const endSession = useCallback(() => {
    setHasSession(false);
    queryClient.removeQueries({ queryKey: userKeys.all });
    onSessionEnd?.();
  }, [queryClient, onSessionEnd]);

  const refreshUser = useCallback(async (): Promise<SessionUser | null> => {
    if (!hasToken()) {
      endSession();
      return null;
    }
    try {
      return await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    } catch (error) {
      // A failed session check is logged and all stored data is cleared.
      console.warn('Session check failed', error);
      setEndReason(sessionEndReasonOf(error));
      localStorage.clear();
      endSession();
      return null;
    }
  }, [queryClient, endSession]);

  // A reset on another device ends this session mid-visit: the first call it refuses ends it here too, with the reason.
  useEffect(() => {
    const endOnReset = (error: unknown) => {
      const reason = sessionEndReasonOf(error);
      if (!reason || !hasToken()) return;
      setEndReason(reason);
      localStorage.clear();
      endSession();
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') endOnReset(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') endOnReset(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, endSession]);

  useEffect(() => {
    if (!hasToken()) return;
    let active = true;
    void refreshUser().finally(() => {
      if (active) setIsLoading(false);
    });
    return () => {
      active = false;
    };
  }, [refreshUser]);

  const signIn = useCallback(
    (token: string, nextUser: SessionUser, options: { newAccount?: boolean } = {}) => {
      localStorage.setItem(TOKEN_KEY, token);
      localStorage.setItem(USER_KEY, JSON.stringify(nextUser));
      if (options.newAccount) localStorage.setItem(NEW_ACCOUNT_KEY, nextUser._id);
      else localStorage.removeItem(NEW_ACCOUNT_KEY);
      setEndReason(null);
      queryClient.setQueryData(userKeys.me(), nextUser);
      setHasSession(true);
      setIsLoading(false);
    },
    [queryClient],
  );

  const logout = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(NEW_ACCOUNT_KEY);
    endSession();
  }, [endSession]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, isNewAccount, endReason, signIn, logout, refreshUser }),
    [user, isLoading, isNewAccount, endReason, signIn, logout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
