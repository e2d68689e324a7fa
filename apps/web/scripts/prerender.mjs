// `pnpm --filter @meridian/web build` step (decision 0053): renders the public pages listed in
// src/app/prerender/prerendered-paths.ts into dist/prerendered/*.html from dist/index.html, so their first screen is in the
// HTML (no splash, no wait for the code) and the browser hydrates it. Uses the SSR bundle Vite built into
// dist/.ssr/, which stays: the API draws a shipment's link into the /track page with it (decision 0068).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const bundleDir = join(dist, '.ssr');

/**
 * A prerendered page is readable before any code runs, so its code must not compete with the first paint for the
 * connection: the entry's module preloads go, and the entry starts from a tiny module once the page has loaded (a file,
 * not inline, because the API's Content-Security-Policy allows only scripts from 'self'). A URL with a query is the
 * exception: what it shows waits for the code, so the code starts at once.
 */
function startCodeAfterFirstPaint(html, early) {
  const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(html);
  if (!entry) throw new Error('dist/index.html has no module entry script');
  // The entry's own imports, and those of the screen a query-carrying link opens, fetched side by side rather than one
  // import after another when the code starts at once (below).
  const entryImports = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  const screenImports = moduleClosure(early.screen).filter((href) => !entryImports.includes(href));
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
    // A URL with a query shows what the query asks for, which only the code can draw, so the code starts at once: the
    // frame is in the HTML already. A link to a shipment also sends the page's lookup now, the same GET with the same
    // headers as get-tracking.ts, and leaves it where the page's first lookup takes it (features/tracking/api/early-tracking.ts).
    // Whatever goes wrong here (storage refused, the request failing unread), the page simply asks for itself.
    // Decision 0085: a link carries the number in its path, grouped (/track/MX-XXXXX-XXXXXC); the page asks for its
    // stored form, so the dashes go. A sample keeps its own (DL-1001) and is asked for by the page itself.
    `const linked = location.pathname.startsWith(${JSON.stringify(`${early.path}/`)});`,
    `const askEarly = () => {`,
    `  let id = location.pathname === ${JSON.stringify(early.path)} ? new URLSearchParams(location.search).get('id')?.trim() : undefined;`,
    `  if (linked) { try { id = decodeURIComponent(location.pathname.slice(${early.path.length + 1})).trim().toUpperCase().replace(/-/g, ''); } catch { id = undefined; } }`,
    `  if (!id || !new RegExp(${JSON.stringify(early.number)}).test(id)) return;`,
    `  try {`,
    `    const token = localStorage.getItem(${JSON.stringify(early.tokenKey)});`,
    // Decision 0068: the API drew the shipment in and left its answer in the head; only a signed-in visitor asks again.
    `    if (!token && document.getElementById(${JSON.stringify(early.answerElementId)})) return;`,
    `    const headers = { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: \`Bearer \${token}\` } : {}) };`,
    `    const response = fetch(${JSON.stringify(early.url)} + encodeURIComponent(id), { headers });`,
    `    response.catch(() => undefined);`,
    `    globalThis[${JSON.stringify(early.global)}] = { number: id, response };`,
    `  } catch {`,
    `    // no early answer`,
    `  }`,
    `};`,
    `const preload = (hrefs) => hrefs.forEach((href) => document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })));`,
    // The starter is async: it runs as soon as the main thread is free (in practice right after the first paint), asks
    // for the shipment first, which is small and would otherwise queue behind some 60 module files, then fetches the
    // code's files side by side; the entry runs once the HTML is parsed (it renders into #root).
    `if (location.search || linked) {`,
    `  askEarly();`,
    `  preload(${JSON.stringify([entry[1], ...entryImports])});`,
    `  if (location.pathname === ${JSON.stringify(early.path)} || linked) preload(${JSON.stringify(screenImports)});`,
    `  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', () => ${start}, { once: true });`,
    `  else ${start};`,
    `} else if (document.readyState === 'complete') afterPaint();`,
    `else addEventListener('load', afterPaint, { once: true });`,
    ``,
  ].join('\n');
  const name = `start-${createHash('sha256').update(starter).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(dist, 'assets', name), starter);
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry[0], `<script type="module" async src="/assets/${name}"></script>`);
}

/** A module's file and every file it imports statically, as URLs, from Vite's manifest. */
function moduleClosure(source) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  if (!manifest[source]) throw new Error(`${source} is not in dist/.vite/manifest.json`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(source);
  return [...seen].map((key) => `/${manifest[key].file}`);
}

// A prerendered page's first screen needs no data (decision 0053): a request during rendering means a page that depends
// on one, which would ship its loading state, so the build stops.
const requested = [];
globalThis.fetch = async (input) => {
  requested.push(String(input));
  throw new Error('no requests while prerendering');
};

const { render, PRERENDERED_PATHS, prerenderedFile, EARLY_TRACKING, isTrackingTemplate, withTitle } = await import(pathToFileURL(join(bundleDir, 'entry-prerender.js')).href);
const template = startCodeAfterFirstPaint(readFileSync(join(dist, 'index.html'), 'utf8'), EARLY_TRACKING);
const root = /<div id="root">[\s\S]*?<!--\/splash--><\/div>/;
if (!root.test(template)) throw new Error('dist/index.html has no splash inside <div id="root"> to replace');
for (const path of PRERENDERED_PATHS) {
  const { html, title } = await render(path);
  // One turn of the event loop, so a request started from a promise during rendering is counted too.
  await new Promise((resolve) => setImmediate(resolve));
  if (requested.length) throw new Error(`${path} asked for ${requested.join(', ')} while prerendering; a page that needs data is not prerendered`);
  // The title the screen asks for, in the HTML: the tab and a link preview have it before any code runs.
  const page = withTitle(template.replace(root, () => `<div id="root" data-prerendered="${path}">${html}</div>`), title);
  const file = join(dist, prerenderedFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  console.log(`prerendered ${path.padEnd(10)} -> dist/${prerenderedFile(path)} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`);
}
// The API writes a shipment into the /track page where the bundle expects (decision 0068): a page it cannot write
// into stops the build here, not a link at run time.
if (!isTrackingTemplate(readFileSync(join(dist, prerenderedFile('/track')), 'utf8'))) throw new Error('dist/prerendered/track.html has no place for a shipment');
