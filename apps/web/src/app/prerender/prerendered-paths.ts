// The public pages whose first screen is rendered into HTML at build time (decision 0053): what a visitor or a
// search engine opens first, with no data that depends on who is looking. Each becomes dist/prerendered/<name>.html,
// served for its path by the API (lib/static-web.ts), nginx (docker/nginx.conf) and `vite preview`, whatever the query.
// /track is its frame only (header, heading, number box, footer): a link with ?id= shows that frame at once and the
// app draws the shipment into it (decision 0053).
export const PRERENDERED_PATHS = ['/', '/services', '/pricing', '/about', '/portfolio', '/team', '/blog', '/contact', '/track'] as const;

/** The file a path is prerendered into, relative to dist/. */
export function prerenderedFile(path: string): string {
  return `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
}
