// A vitest reporter for CI (decision 0121): a test that failed and then passed on its retry is printed by name, with
// the first line of each error it met, so the run stays honest about it while one unlucky attempt does not lose the run.
// .ci/list-failures.mjs repeats these lines at the end of the log.
export default class FlakyReporter {
  onTestCaseResult(testCase) {
    const { retryCount, flaky } = testCase.diagnostic() ?? {};
    if (!flaky) return;
    const errors = (testCase.task.result?.errors ?? []).map((error) => String(error?.message ?? error).split('\n')[0].slice(0, 300));
    console.log(`ci: flaky (passed on retry ${retryCount}): ${testCase.module.relativeModuleId} > ${testCase.fullName}`);
    for (const error of errors) console.log(`      ${error}`);
  }
}
