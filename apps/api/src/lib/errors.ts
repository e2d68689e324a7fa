import { MESSAGES, SESSION_ENDED_BY_RESET } from '@meridian/contracts';

/** The one error family: a status, a public message and whether the failure was expected (a client mistake). */
export class AppError extends Error {
  readonly status: number;
  readonly isTrusted: boolean;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly code: string | undefined;

  constructor(
    status: number,
    message: string,
    options: { isTrusted?: boolean; fields?: Record<string, string>; headers?: Record<string, string>; code?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.isTrusted = options.isTrusted ?? status < 500;
    this.fields = options.fields;
    this.headers = options.headers;
    this.code = options.code;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, message, { fields });
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError(409, message, { fields });
// A well-formed request that a business rule refuses (decision 0047: a vehicle that cannot carry the booking).
export const unprocessable = (message: string, fields?: Record<string, string>) => new AppError(422, message, { fields });
export const tooManyRequests = (message: string) => new AppError(429, message);
/** A token signed before the password was reset (decision 0028): the code lets the web say why on the sign-in page. */
export const sessionEndedByReset = () => new AppError(401, ERRORS.sessionEndedByReset, { code: SESSION_ENDED_BY_RESET });

/** A write refused by a unique index (MongoDB code 11000): the one place that recognises it. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

export const ERRORS = {
  notFoundRoute: 'The requested resource was not found.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  unsupportedMedia: 'Send the request body as JSON.',
  validation: 'Please check the highlighted fields and try again.',
  duplicate: 'This record already exists.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  // The words a client shows when a failure carries nothing better.
  requestFailed: MESSAGES.requestFailed,
  authRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  sessionInvalid: 'Your session is no longer valid. Please log in again.',
  sessionEndedByReset: MESSAGES.auth.sessionEndedByReset,
  // Signed in, but this role may not use the endpoint (decision 0017).
  forbidden: 'You do not have permission to do this.',
  emailNotVerified: 'Please verify your e-mail address first. Enter the 6-digit code we sent you, or ask for a new one.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
