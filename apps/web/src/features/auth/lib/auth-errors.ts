import { MESSAGES } from '@meridian/contracts';
import { ApiError, messageOr } from '../../../lib/api-client';

export interface FormFailure {
  banner: string;
  fields?: Record<string, string>;
}

function rawMessages(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  const body = error.body as { message?: unknown; msg?: unknown } | undefined;
  return [error.message, body?.message, body?.msg].filter((v) => typeof v === 'string').join(' ');
}

// Sign-up: the words each failure shows.
export function signUpFailure(error: unknown): FormFailure {
  if (error instanceof ApiError && error.isNetworkError) return { banner: MESSAGES.connectionError };
  const text = rawMessages(error).toLowerCase();
  if (text.includes('email') && text.includes('exists')) {
    return { banner: MESSAGES.signup.emailExistsBanner, fields: { email: MESSAGES.signup.emailExistsField } };
  }
  if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
    return { banner: MESSAGES.signup.validation, fields: error.fields };
  }
  return { banner: messageOr(error, MESSAGES.signup.other) };
}

// Login: the words each failure shows.
export function loginFailure(error: unknown): FormFailure {
  if (error instanceof ApiError && error.isNetworkError) return { banner: MESSAGES.connectionError };
  if (error instanceof TypeError && /fetch/i.test(error.message)) return { banner: MESSAGES.connectionError };
  if (error instanceof ApiError && (error.status === 401 || /unauthori[sz]ed/i.test(rawMessages(error)))) {
    return { banner: MESSAGES.login.unauthorized };
  }
  return { banner: messageOr(error, MESSAGES.login.other) };
}

/** Screens without words of their own in the catalogue (forgot and reset password): the connection text, the server's words or the screen's own. */
export function requestFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.isNetworkError) return MESSAGES.connectionError;
  return messageOr(error, fallback);
}
