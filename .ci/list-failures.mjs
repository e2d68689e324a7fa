// Prints the failed tests named in vitest and Playwright logs (at most 40 lines), so the
// last lines of a CI run say what broke even when only its tail is kept.
import { readFileSync, existsSync } from 'node:fs';

const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
const seen = new Set();
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = stripAnsi(raw).trimEnd();
    // vitest: " FAIL  test/x.test.ts > suite > name" and " × name 12ms"; Playwright: "  ✘  12 e2e/… (3.1s)"
    if (/^\s*(FAIL\s|×\s|✘\s)/.test(line) || /^\s+\d+\) \[/.test(line)) seen.add(line.trim().slice(0, 300));
  }
}
if (seen.size > 0) {
  console.log(`ci: failed tests (${seen.size}):`);
  for (const line of [...seen].slice(0, 40)) console.log(`  ${line}`);
}
