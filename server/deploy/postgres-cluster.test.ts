import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clearStaleFakeTimeFiles } from './postgres-cluster.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'shm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A pid no process has now. */
function deadPid(): number {
  let pid = 4_000_000;
  while (existsSync(`/proc/${pid}`)) pid++;
  return pid;
}

describe('libfaketime’s leftovers before a command as postgres', () => {
  it('removes the pairs of processes that are gone and keeps those of living ones and everything else', () => {
    const dead = deadPid();
    const names = [
      `sem.faketime_sem_${dead}`,
      `faketime_shm_${dead}`,
      `sem.faketime_sem_${process.pid}`,
      `faketime_shm_${process.pid}`,
      'PostgreSQL.1234',
      `sem.other_${dead}`,
    ];
    for (const name of names) writeFileSync(path.join(dir, name), '');

    clearStaleFakeTimeFiles(dir);

    expect(readdirSync(dir).sort()).toEqual(
      [`faketime_shm_${process.pid}`, `sem.faketime_sem_${process.pid}`, 'PostgreSQL.1234', `sem.other_${dead}`].sort(),
    );
  });
});
