import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
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

/**
 * A lazy screen's dependencies that its importer already imports statically are in memory before that import can run
 * (a module runs only once its static imports have loaded), so the preload helper's <link rel="modulepreload"> for
 * them is pure cost: on the prerendered home page it added 32 links, one by one, in the task that starts hydration.
 * The plugin keeps the bundle so the filter can walk the importer's static imports.
 */
function preloadsNotYetLoaded() {
  let bundle: Rollup.OutputBundle | undefined;
  const plugin: Plugin = {
    name: 'meridian-preloads-not-yet-loaded',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const staticImportsOf = (fileName: string): Set<string> => {
    const seen = new Set<string>();
    const pending = [fileName];
    while (pending.length > 0) {
      const chunk = bundle?.[pending.pop()!];
      if (chunk?.type !== 'chunk') continue;
      for (const imported of chunk.imports) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        pending.push(imported);
      }
    }
    return seen;
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }) => {
    if (hostType !== 'js' || !bundle) return deps;
    const loaded = staticImportsOf(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

/**
 * `vite --mode mock` (decision 0093): msw's service worker is served from the installed package at the site's root,
 * where the worker must live to see /api/v1. Not copied into public/, so it never reaches dist/.
 */
function mockServiceWorker(): Plugin {
  const worker = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'meridian-mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(worker));
      });
    },
  };
}

const preloads = preloadsNotYetLoaded();

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), brandHtml(), prerenderedPages(), preloads.plugin, ...(mode === 'mock' ? [mockServiceWorker()] : [])],
  // In mock mode nothing goes to the API: the worker answers /api/v1 (src/mocks/browser.ts).
  server: { port: 5173, proxy: mode === 'mock' ? {} : apiProxy },
  // Not 4173: that is where the e2e suite starts the API.
  preview: { port: 4273, proxy: apiProxy },
  // The SSR bundle (dist/.ssr/) carries its dependencies: the API loads it to draw a shipment's link into /track
  // (decision 0068), and the API's image has none of the web's packages.
  ssr: { noExternal: true },
  // Decision 0110: MapLibre's worker is built as a module worker file of our own, so the page's policy allows it as 'self'.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
  },
}));
