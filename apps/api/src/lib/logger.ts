import { pino, type Logger } from 'pino';

// SECURITY.md: query parameters that open something (the SSE stream's ticket, a reset or unsubscribe token) never reach
// the access log.
const SECRET_QUERY = /([?&](?:ticket|token)=)[^&#]*/gi;

/** A request URL as the access log may keep it: secrets in the query replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash', '*.token'], censor: '[redacted]' },
  });
}
