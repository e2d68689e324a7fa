// Sums test counts over vitest ("Tests  3 failed | 52 passed (55)") and Playwright
// ("  40 passed (1.2m)", "  2 failed", "  1 flaky") logs; prints "<passed> <failed>".
import { readFileSync, existsSync } from 'node:fs';

const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = stripAnsi(raw);
    const vitest = /^\s*(?:\S+:\s+)?Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    if (vitest) {
      const body = vitest[1];
      passed += Number(/(\d+) passed/.exec(body)?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(body)?.[1] ?? 0);
      continue;
    }
    const pw = /^\s+(\d+) (passed|failed|flaky)(?: \(|$|\s)/.exec(line);
    if (pw && !/Tests|Test Files/.test(line)) {
      if (pw[2] === 'passed') passed += Number(pw[1]);
      else if (pw[2] === 'failed') failed += Number(pw[1]);
      else passed += Number(pw[1]);
    }
  }
}
console.log(`${passed} ${failed}`);
