// A paced load timed from a process of its own. The telemetry benchmark's sensors (each batch's JSON, the
// excursions' e-mails arriving at its mail server) keep its own event loop busy only while they send, so a customer
// timed from that same loop would be charged for that work in the loaded windows and not in the quiet ones: a wait no
// customer's browser shares with a fleet's sensors.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pacedLoad, type PacedLoad, type PacedRequest, type PacedResult } from './paced-load';

type Order = { id: number; url: string; rate: number; duration: number; connections: number; request: PacedRequest };
type Answer = { id: number; result: PacedResult };

export type PacedLoadProcess = { run(load: Omit<PacedLoad, 'next'> & { request: PacedRequest }): Promise<PacedResult>; stop(): void };

export function startPacedLoadProcess(): PacedLoadProcess {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, (result: PacedResult) => void>();
  let next = 0;
  child.on('message', (answer: Answer) => {
    waiting.get(answer.id)?.(answer.result);
    waiting.delete(answer.id);
  });
  return {
    run: ({ request, ...load }) =>
      new Promise((resolve) => {
        next += 1;
        waiting.set(next, resolve);
        child.send({ id: next, ...load, request } satisfies Order);
      }),
    stop: () => child.kill('SIGTERM'),
  };
}

// In the forked process: run each order and send back its latencies.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.on('message', (order: Order) => {
    void pacedLoad({ ...order, next: () => order.request }).then((result) => process.send!({ id: order.id, result } satisfies Answer));
  });
  process.on('disconnect', () => process.exit(0));
}
