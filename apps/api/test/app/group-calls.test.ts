import { describe, expect, it } from 'vitest';
import { groupCalls } from '../../src/lib/group-calls';

/** A grouped doubling whose runs the test releases one at a time, recording what each run was given. */
function heldDoubling() {
  const runs: { inputs: number[]; release: () => void; fail: (error: Error) => void }[] = [];
  const call = groupCalls(
    (inputs: number[]) =>
      new Promise<number[]>((resolve, reject) => {
        runs.push({ inputs, release: () => resolve(inputs.map((n) => n * 2)), fail: reject });
      }),
  );
  return { call, runs };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('groupCalls (decision 0070: the calls made while one runs share the next round trip)', () => {
  it('when nothing runs, then a call starts at once, alone', async () => {
    const { call, runs } = heldDoubling();
    const answer = call(1);
    await tick();
    expect(runs.map((r) => r.inputs)).toEqual([[1]]);
    runs[0]!.release();
    await expect(answer).resolves.toBe(2);
  });

  it('when calls are made while a run is under way, then they wait and go together in the next run, each answered its own result', async () => {
    const { call, runs } = heldDoubling();
    const first = call(1);
    await tick();
    const later = [call(2), call(3), call(4)];
    await tick();
    expect(runs).toHaveLength(1);
    runs[0]!.release();
    await tick();
    expect(runs.map((r) => r.inputs)).toEqual([[1], [2, 3, 4]]);
    runs[1]!.release();
    await expect(Promise.all([first, ...later])).resolves.toEqual([2, 4, 6, 8]);
  });

  it('when calls are made in the same tick, then they share the first run', async () => {
    const { call, runs } = heldDoubling();
    const answers = [call(5), call(6)];
    await tick();
    expect(runs.map((r) => r.inputs)).toEqual([[5, 6]]);
    runs[0]!.release();
    await expect(Promise.all(answers)).resolves.toEqual([10, 12]);
  });

  it('when a run fails, then its calls fail with its error and the calls waiting behind it still run', async () => {
    const { call, runs } = heldDoubling();
    const failing = call(1);
    await tick();
    const waiting = call(2);
    runs[0]!.fail(new Error('connection reset'));
    await expect(failing).rejects.toThrow('connection reset');
    await tick();
    runs[1]!.release();
    await expect(waiting).resolves.toBe(4);
  });

  it('when the work answers fewer results than calls, then every call of that run fails instead of one getting another one\'s result', async () => {
    const call = groupCalls(async (inputs: number[]) => inputs.slice(1));
    const answers = [call(1), call(2)].map((p) => p.then(() => 'answered', (e: Error) => e.message));
    expect(await Promise.all(answers)).toEqual(['grouped work answered 1 results for 2 calls', 'grouped work answered 1 results for 2 calls']);
  });

  it('after a run, when the next call comes, then it starts at once again', async () => {
    const { call, runs } = heldDoubling();
    const first = call(1);
    await tick();
    runs[0]!.release();
    await first;
    const second = call(7);
    await tick();
    expect(runs.map((r) => r.inputs)).toEqual([[1], [7]]);
    runs[1]!.release();
    await expect(second).resolves.toBe(14);
  });
});
