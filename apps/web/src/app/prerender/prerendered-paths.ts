// The public pages whose first screen is rendered into HTML at build time (decision 0053): what a visitor or a
// search engine opens first, with no data that depends on who is looking. Each becomes dist/prerendered/<name>.html,
// served for its path by the API (lib/static-web.ts), nginx (docker/nginx.conf) and `vite preview`.
export const PRERENDERED_PATHS = ['/', '/services', '/pricing', '/about', '/portfolio', '/team', '/blog', '/contact'] as const;

/** The file a path is prerendered into, relative to dist/. */
export function prerenderedFile(path: string): string {
  return `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
}
