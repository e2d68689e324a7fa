import type { InvitedSignUpInput, SignUpInput } from '@meridian/contracts';
import { MESSAGES } from '@meridian/contracts';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { useLater } from '../../../lib/use-later';
import { useSignUp } from '../api/sign-up';
import { signUpFailure } from './auth-errors';

// Redirect 1.5 s after the token arrives, time to read the success message.
const REDIRECT_MS = 1500;

/**
 * What both sign-up screens do on submit (one's own company, or an invitation, decision 0086): clear what an earlier
 * session left, create the account, sign in, say so, and go on to the e-mailed code; on a refusal, a banner and each
 * field's message under its field.
 */
export function useSignUpSubmit<T extends (SignUpInput | InvitedSignUpInput) & FieldValues>(form: UseFormReturn<T>, next: string) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const mutation = useSignUp();
  const later = useLater();
  const [banner, setBanner] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    // All local storage is cleared before the request, so nothing of an earlier session is left.
    localStorage.clear();
    try {
      const body = await mutation.mutateAsync(values);
      if (!body.data?.token || !body.data.user) {
        setBanner(MESSAGES.signup.other);
        return;
      }
      signIn(body.data.token, body.data.user, { newAccount: true });
      setSuccess(true);
      later(() => navigate(next, { replace: true }), REDIRECT_MS);
    } catch (error) {
      const failure = signUpFailure(error);
      setBanner(failure.banner);
      const fields = { ...(error instanceof ApiError ? error.fields : {}), ...failure.fields };
      for (const [field, message] of Object.entries(fields)) {
        if (field in values) form.setError(field as Path<T>, { message });
      }
    }
  });

  return { onSubmit, banner, success, pending: mutation.isPending, busy: mutation.isPending || success };
}
