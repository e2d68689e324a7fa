import type { SessionUser, UserRole } from '@meridian/contracts';
import { HttpResponse } from 'msw';
import { db } from './db';

// The API's envelope and its one refusal shape, as the handlers answer them.

/** A handler's path under the API's prefix; msw resolves it against the page's origin (jsdom's or the browser's). */
export const api = (path: string) => `/api/v1${path}`;

export const ok = (data: unknown, message = 'OK') => HttpResponse.json({ error: false, message, data });

export const refused = (status: number, msg: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ error: true, message: msg, msg, ...extra }, { status });

/** Bytes a download serves (a PDF, a CSV, a photo): enough for the browser to save a file. */
export const file = (contentType: string, text = 'mock file') => new HttpResponse(text, { headers: { 'Content-Type': contentType } });

/** The user the request's bearer token belongs to, if any. */
function sessionOf(request: Request): SessionUser | undefined {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
  const userId = db.sessions.get(token);
  return db.accounts.find((account) => account.user._id === userId)?.user;
}

type Guarded = { user: SessionUser; refusal?: undefined } | { user?: undefined; refusal: Response };

/** The caller, or the refusal the API gives: 401 without a session, 403 for a role `roles` leaves out. */
export function caller(request: Request, roles?: readonly UserRole[]): Guarded {
  const user = sessionOf(request);
  if (!user) return { refusal: refused(401, 'Not authorized, no token') };
  if (roles && !roles.includes(user.role)) return { refusal: refused(403, 'You do not have permission to do this') };
  return { user };
}

export const STAFF: readonly UserRole[] = ['operator', 'admin'];

export async function jsonBody<T>(request: Request): Promise<Partial<T>> {
  const text = await request.text();
  return text ? (JSON.parse(text) as Partial<T>) : {};
}

export function page<T>(records: T[], url: URL, defaultLimit: number) {
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  const currentPage = Number(url.searchParams.get('page') ?? 1);
  const totalRecords = records.length;
  return {
    records: records.slice((currentPage - 1) * limit, currentPage * limit),
    pagination: { currentPage, totalPages: Math.max(1, Math.ceil(totalRecords / limit)), totalRecords, limit },
  };
}
