// Prints the failed tests named in vitest and Playwright logs (at most 40), each with the first line of its error, and
// the vitest tests that passed only on their retry (decision 0121), so the last lines of a CI run say what broke even
// when only its tail is kept.
import { readFileSync, existsSync } from 'node:fs';

const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
// turbo prefixes every line of a workspace's output with "@meridian/api:test: "; Playwright's lines start with spaces.
const stripTurboPrefix = (s) => s.replace(/^\S+:\S+: ?/, '');
const failure = /^\s*(FAIL\s|×\s|✘\s)/;
const playwrightFailure = /^\s+\d+\) \[/;
const errorLine = /^\s*(?:\w*Error|Expected|Received|expected |Timed out|Test timed out)/;

const seen = new Map();
const flaky = new Map();
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const lines = readFileSync(file, 'utf8').split('\n').map((raw) => stripTurboPrefix(stripAnsi(raw)).trimEnd());
  lines.forEach((line, i) => {
    // .ci/vitest-flaky-reporter.mjs: a test that passed on its retry, with the errors of the attempt that failed.
    if (line.startsWith('ci: flaky')) flaky.set(line.slice('ci: '.length), lines[i + 1]?.startsWith('      ') ? lines[i + 1].trim() : '');
    if (!failure.test(line) && !playwrightFailure.test(line)) return;
    const name = line.trim().slice(0, 300);
    if (seen.has(name)) return;
    const error = lines.slice(i + 1, i + 12).find((next) => errorLine.test(next));
    seen.set(name, error ? error.trim().slice(0, 300) : '');
  });
}
const print = (title, tests) => {
  if (tests.size === 0) return;
  console.log(`ci: ${title} (${tests.size}):`);
  for (const [name, error] of [...tests].slice(0, 40)) console.log(error ? `  ${name}\n      ${error}` : `  ${name}`);
};
print('failed tests', seen);
print('tests that passed only on their retry', flaky);
