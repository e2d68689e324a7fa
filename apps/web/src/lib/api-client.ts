import type { ErrorBody } from '@meridian/contracts';
// The messages alone: a value import of the whole contracts would put zod in every page's first load (the 150 KB budget, decision 0015).
import { MESSAGES } from '@meridian/contracts/messages';
import { TOKEN_KEY } from './storage-keys';

// Every call goes under this prefix.
export const API_BASE = '/api/v1';

/** The one error type every failed call throws. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly isNetworkError: boolean;

  constructor(message: string, options: { status?: number; body?: unknown; isNetworkError?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status ?? 0;
    this.body = options.body;
    this.isNetworkError = options.isNetworkError ?? false;
  }

  /** The server's machine-readable reason (e.g. a payment failure or a session ended by a reset), when it sent one. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
  }

  /** Field-level problems the server reported (path -> message), when it sent any. */
  get fields(): Record<string, string> {
    const body = this.body as Partial<ErrorBody> | undefined;
    return body && typeof body === 'object' && body.fields && typeof body.fields === 'object' ? body.fields : {};
  }
}

function readString(body: unknown, key: 'msg' | 'message'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's `msg`, else its `message`, else 'Request failed'. */
export function errorMessageFrom(body: unknown): string {
  return readString(body, 'msg') ?? readString(body, 'message') ?? MESSAGES.requestFailed;
}

/**
 * The server's own words when it sent any, else the screen's fallback. A network failure or an answer
 * without a message ('Request failed') falls back, so users never read the generic text.
 */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.isNetworkError && error.message && error.message !== MESSAGES.requestFailed) return error.message;
  return fallback;
}

function isFailureEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as Record<string, unknown>).error === true;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function authHeaders(accept: string, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: accept };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  return Object.assign(headers, extra);
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const headers = authHeaders('application/json', options.headers);
  // A form (a file upload) sets its own multipart Content-Type, boundary included.
  const form = body instanceof FormData;
  if (form) delete headers['Content-Type'];
  return settle<T>(() =>
    fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal: options.signal,
    }),
  );
}

/** A request's answer, read as every call reads it: the body, or the one error type. */
async function settle<T>(send: () => Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await send();
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('Network request failed', { isNetworkError: true });
  }

  const parsed = await parseBody(response);
  // Booking responses may also signal failure through the envelope's error flag.
  if (!response.ok || isFailureEnvelope(parsed)) {
    throw new ApiError(errorMessageFrom(parsed), { status: response.status, body: parsed });
  }
  return parsed as T;
}

/**
 * A file the API serves behind the token (a proof-of-delivery PDF, a signature image): an <img> or a link cannot send
 * the Authorization header, so the bytes come as a Blob for an object URL.
 */
async function requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: authHeaders('*/*', options.headers), signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('Network request failed', { isNetworkError: true });
  }
  if (!response.ok) {
    const parsed = await parseBody(response);
    throw new ApiError(errorMessageFrom(parsed), { status: response.status, body: parsed });
  }
  return response.blob();
}

/**
 * A file sent as multipart (field `file`) with PUT. XMLHttpRequest, not fetch: only it reports upload progress
 * (the onboarding documents step shows each upload's progress).
 */
function uploadFile<T>(path: string, file: Blob, fileName: string, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('Network request failed', { isNetworkError: true }));
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        parsed = xhr.responseText;
      }
      if (xhr.status < 200 || xhr.status >= 300 || isFailureEnvelope(parsed)) {
        reject(new ApiError(errorMessageFrom(parsed), { status: xhr.status, body: parsed }));
      } else resolve(parsed as T);
    };
    const form = new FormData();
    form.append('file', file, fileName);
    xhr.send(form);
  });
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  blob: (path: string, options?: RequestOptions) => requestBlob(path, options),
  upload: uploadFile,
  // A request sent before the app's code ran (the /track?id= starter, decision 0059), read like the client's own.
  adopt: <T>(sent: Promise<Response>) => settle<T>(() => sent),
};
