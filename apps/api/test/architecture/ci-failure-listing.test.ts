import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Decision 0121: CI keeps only the tail of its log, so the run's last lines must name what failed, and what passed
// only on its retry, as turbo prints them (every line behind its workspace's prefix, colours on).
const root = resolve(import.meta.dirname, '../../../..');
const folder = mkdtempSync(join(tmpdir(), 'meridian-ci-log-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const red = (text: string) => `\x1b[31m${text}\x1b[39m`;
function summaryOf(lines: string[]): string {
  const log = join(folder, `${lines.length}-${Math.random().toString(36).slice(2)}.log`);
  writeFileSync(log, `${lines.join('\n')}\n`);
  return execFileSync(process.execPath, [resolve(root, '.ci/list-failures.mjs'), log], { encoding: 'utf8' });
}

describe('the end of a CI log (decision 0121)', () => {
  it('when a vitest test fails behind turbo’s prefix, then it is named with the first line of its error', () => {
    const summary = summaryOf([
      '@meridian/api:test: ' + red(' FAIL ') + ' test/webhooks/webhook-deliveries.test.ts > retries > the first attempt',
      '@meridian/api:test: ' + red('AssertionError: expected 0 to be 1 // Object.is equality'),
      '@meridian/api:test:  Tests  1 failed | 1230 passed (1231)',
    ]);
    expect(summary).toContain('ci: failed tests (1):');
    expect(summary).toContain('FAIL  test/webhooks/webhook-deliveries.test.ts > retries > the first attempt');
    expect(summary).toContain('AssertionError: expected 0 to be 1');
  });

  it('when a test passed only on its retry, then it is named apart from the failures, with its first error', () => {
    const summary = summaryOf([
      '@meridian/web:test: ci: flaky (passed on retry 1): src/a.test.tsx > a screen > shows it',
      '@meridian/web:test:       Unable to find role="alert"',
    ]);
    expect(summary).not.toContain('ci: failed tests');
    expect(summary).toContain('ci: tests that passed only on their retry (1):');
    expect(summary).toContain('src/a.test.tsx > a screen > shows it');
    expect(summary).toContain('Unable to find role="alert"');
  });

  it('when nothing failed, then it prints nothing', () => {
    expect(summaryOf(['@meridian/api:test:  Tests  1231 passed (1231)'])).toBe('');
  });
});
