import { pino, type Logger } from 'pino';

// SECURITY.md: query parameters that open something (the SSE stream's ticket, a reset or unsubscribe token) never reach
// the access log.
const SECRET_QUERY = /([?&](?:ticket|token)=)[^&#]*/gi;
// Decision 0056: an API key pasted anywhere in a URL by mistake keeps only its prefix in the log.
const API_KEY_IN_URL = /(mxk_[A-Za-z0-9_-]{8})[A-Za-z0-9_-]*/g;

/** A request URL as the access log may keep it: secrets in the query replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(API_KEY_IN_URL, '$1[redacted]');
}

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash', '*.token'], censor: '[redacted]' },
  });
}
