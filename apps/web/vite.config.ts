import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// By file, not as '@meridian/brand': Vite's config loader leaves package imports to Node, which cannot load the
// package's TypeScript source.
import { brand } from '../../packages/brand/src/brand.config.ts';

// The API's default PORT is 4000; the dev server and preview forward /api to it.
const apiProxy = { '/api': { target: 'http://localhost:4000', changeOrigin: true } };

// index.html takes its brand words from the brand configuration, so they live in one place.
function brandHtml(): Plugin {
  const values: Record<string, string> = {
    '%BRAND_NAME%': brand.name,
    '%BRAND_TAGLINE%': brand.tagline,
    '%BRAND_DESCRIPTION%': brand.description,
    '%BRAND_PHONE%': brand.phones.main.display,
  };
  return {
    name: 'meridian-brand-html',
    transformIndexHtml: (html) => Object.entries(values).reduce((out, [token, value]) => out.replaceAll(token, value), html),
  };
}

// `vite preview` serves the prerendered public pages for their paths as the API and nginx do (decision 0053).
function prerenderedPages(): Plugin {
  return {
    name: 'meridian-prerendered-pages',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const file = `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
        if ((req.method === 'GET' || req.method === 'HEAD') && /^\/[a-z-]*$/.test(path) && existsSync(resolve(dist, file))) req.url = `/${file}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), brandHtml(), prerenderedPages()],
  server: { port: 5173, proxy: apiProxy },
  // Not 4173: that is where the e2e suite starts the API.
  preview: { port: 4273, proxy: apiProxy },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
