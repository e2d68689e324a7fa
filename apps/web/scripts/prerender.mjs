// `pnpm --filter @meridian/web build` step (decision 0053): renders the public pages listed in
// src/app/prerender/prerendered-paths.ts into dist/prerendered/*.html from dist/index.html, so their first screen is in the
// HTML (no splash, no wait for the code) and the browser hydrates it. Uses the SSR bundle Vite built into
// .prerender/; removes it afterwards.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const bundleDir = join(webRoot, '.prerender');

// The pages read the session from localStorage on first render; a first visit has none.
const memory = new Map();
globalThis.localStorage = {
  getItem: (key) => (memory.has(key) ? memory.get(key) : null),
  setItem: (key, value) => void memory.set(key, String(value)),
  removeItem: (key) => void memory.delete(key),
  clear: () => memory.clear(),
  key: (i) => [...memory.keys()][i] ?? null,
  get length() {
    return memory.size;
  },
};

/**
 * A prerendered page is readable before any code runs, so its code must not compete with the first paint for the
 * connection: the entry's module preloads go, and the entry starts from a tiny module once the page has loaded (a file,
 * not inline, because the API's Content-Security-Policy allows only scripts from 'self').
 */
function startCodeAfterFirstPaint(html) {
  const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(html);
  if (!entry) throw new Error('dist/index.html has no module entry script');
  // Once the page has loaded and its first contentful paint is on screen (a paint entry, not a timer or an animation
  // frame, so a page whose clock is held by a test's fake timers still starts); importing twice evaluates once.
  const start = `import('./${entry[1].slice('/assets/'.length)}')`;
  const starter = [
    `const painted = () => typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint');`,
    `const afterPaint = () => painted() ? ${start} : new PerformanceObserver((list, observer) => {`,
    `  if (list.getEntriesByName('first-contentful-paint').length === 0) return;`,
    `  observer.disconnect();`,
    `  ${start};`,
    `}).observe({ type: 'paint', buffered: true });`,
    `if (document.readyState === 'complete') afterPaint();`,
    `else addEventListener('load', afterPaint, { once: true });`,
    ``,
  ].join('\n');
  const name = `start-${createHash('sha256').update(starter).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(dist, 'assets', name), starter);
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry[0], `<script type="module" src="/assets/${name}"></script>`);
}

try {
  const { render, PRERENDERED_PATHS, prerenderedFile } = await import(pathToFileURL(join(bundleDir, 'entry-prerender.js')).href);
  const template = startCodeAfterFirstPaint(readFileSync(join(dist, 'index.html'), 'utf8'));
  const root = /<div id="root">[\s\S]*?<!--\/splash--><\/div>/;
  if (!root.test(template)) throw new Error('dist/index.html has no splash inside <div id="root"> to replace');
  for (const path of PRERENDERED_PATHS) {
    const html = await render(path);
    const page = template.replace(root, () => `<div id="root" data-prerendered="${path}">${html}</div>`);
    const file = join(dist, prerenderedFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
    console.log(`prerendered ${path.padEnd(10)} -> dist/${prerenderedFile(path)} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`);
  }
} finally {
  rmSync(bundleDir, { recursive: true, force: true });
}
