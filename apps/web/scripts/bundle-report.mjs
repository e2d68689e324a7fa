// Prints the gzipped JavaScript each public page needs on first load (entry + page chunk + their
// static imports) from the Vite manifest; exits non-zero above the budget of 150 KB (decision 0015).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 150;

const pages = {
  '/': 'home-page',
  '/services': 'services-page',
  '/pricing': 'pricing-page',
  '/about': 'about-page',
  '/portfolio': 'portfolio-page',
  '/team': 'team-page',
  '/blog': 'blog-page',
  '/contact': 'contact-page',
  '/track': 'tracking/pages/tracking-page',
};

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
let failed = false;

for (const [route, name] of Object.entries(pages)) {
  const pageKey = Object.keys(manifest).find((key) => key.endsWith(name.includes('/') ? `/${name}.tsx` : `/marketing/pages/${name}.tsx`));
  const keys = new Set([...closure(entryKey), ...closure(pageKey)]);
  const total = [...keys].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
  if (total > BUDGET_KB) failed = true;
  console.log(`${route.padEnd(12)} ${total.toFixed(1).padStart(6)} KB gzipped initial JS${total > BUDGET_KB ? '  OVER BUDGET' : ''}`);
}
process.exitCode = failed ? 1 : 0;
