// What every workspace's vitest does differently under CI (decision 0121): a failed test is tried once more, and one
// that passes on that retry is named by .ci/vitest-flaky-reporter.mjs. Without CI (a developer's run) nothing changes.
const reporter = new URL('./vitest-flaky-reporter.mjs', import.meta.url).pathname;

export const ciTestOptions = process.env.CI ? { retry: 1, reporters: ['default', reporter] } : {};
