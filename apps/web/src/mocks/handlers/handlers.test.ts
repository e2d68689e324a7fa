import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from './index';

// The web's API clients, as text, wherever they live (src/api for shared ones, a feature's or a component's own
// folder for the rest): every path they call is a string or template literal starting with '/'.
const clientSources = import.meta.glob(['../../**/*.ts', '../../**/*.tsx', '!**/*.test.ts', '!**/*.test.tsx', '!../../mocks/**', '!../../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** `/bookings/${encodeURIComponent(id)}/rating` -> ['bookings', '*', 'rating']; the query is dropped. */
function segments(path: string): string[] {
  return path
    .replace(/\$\{BASE\}/g, '/organization/webhooks')
    .split('?')[0]!
    .split('/')
    .slice(1)
    .map((part) => (part.includes('${') || part.startsWith(':') ? '*' : part));
}

function clientPaths(): string[] {
  const paths = new Set<string>();
  // Only files that talk to the API: a route constant such as ACCEPT_INVITATION_PATH is a page, not a call.
  for (const source of Object.values(clientSources).filter((text) => /\bapiClient\.|\bdownloadFile\(/.test(text))) {
    // Template literals may nest one level (`${query ? `?${query}` : ''}`): take each literal up to its first quote.
    for (const [, path] of source.matchAll(/apiClient\.\w+(?:<[^(]*>)?\(\s*[`']((?:\$\{BASE\})?\/[^`']*)/g)) paths.add(path!);
    for (const [, path] of source.matchAll(/(?:downloadFile|const \w*PATH =|const path =)\(?\s*[`'](\/[^`']*)/g)) paths.add(path!);
    for (const [, path] of source.matchAll(/const \w*Path = \([^)]*\) =>\s*[`'](\/[^`']*)/g)) paths.add(path!);
  }
  // A conditional suffix (`${date ? `?date=...` : ''}`) is a query, not a segment.
  return [...paths].map((path) => path.replace(/\$\{[^}]*\?.*$/, '')).filter((path) => !path.startsWith('/api/'));
}

const matches = (handler: string[], client: string[]) =>
  handler.length === client.length && handler.every((part, i) => part === '*' || part === client[i] || (client[i]!.startsWith('*') && part === '*'));

const handlerPaths = (handlers as HttpHandler[]).map((handler) => String(handler.info.path).replace(/^\/api\/v1/, ''));

describe('mock API handlers and the web API clients', () => {
  it('when the clients are read, then they name the paths the web calls (the check below is not vacuous)', () => {
    expect(clientPaths().length).toBeGreaterThan(60);
  });

  it.each(handlerPaths)('when a handler serves %s, then some web client calls that path', (path) => {
    const calls = clientPaths().map(segments);
    expect(calls.some((client) => matches(segments(path), client) || matches(segments(path), client.map((p) => p.replace(/\.csv$|\.pdf$/, ''))))).toBe(true);
  });

  it('when a web client calls a path, then a handler answers it, so dev:mock has no dead screen', () => {
    const served = handlerPaths.map(segments);
    const unserved = clientPaths().filter((path) => !served.some((handler) => matches(handler, segments(path))));
    expect(unserved).toEqual([]);
  });
});
