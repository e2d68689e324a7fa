import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data folder's lock; a second live process is refused, a stale lock (dead pid) is taken over. */
export function acquireLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'embedded-mongo.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(`embedded-mongo: the data folder ${dir} is already in use by process ${pid}; stop it or use another folder`, { cause: error });
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`embedded-mongo: could not lock ${dir}`);
}
