import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataLock, currentOwner, processStart } from './data-lock';

const dirs: string[] = [];
function lockedDir(content: string, ageSeconds = 0): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'data-lock-'));
  dirs.push(dir);
  const file = path.join(dir, '.lock');
  writeFileSync(file, content);
  const when = Date.now() / 1000 - ageSeconds;
  utimesSync(file, when, when);
  return dir;
}

/** Another live process on this machine, as a second server or an unrelated program would be. */
let other: ChildProcess;
beforeAll(async () => {
  other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
  await new Promise((resolve) => other.once('spawn', resolve));
});
afterAll(() => {
  other.kill();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the data-folder lock', () => {
  it('records its own pid, start time and boot id, and releases', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'data-lock-'));
    dirs.push(dir);
    const release = acquireDataLock(dir);
    const written = JSON.parse(readFileSync(path.join(dir, '.lock'), 'utf8'));
    expect(written).toEqual(currentOwner());
    expect(written.start).toMatch(/^\d+$/);
    expect(() => acquireDataLock(dir)).not.toThrow(); // our own lock is ours again
    release();
    expect(() => readFileSync(path.join(dir, '.lock'))).toThrow();
  });

  it('refuses a folder locked by another live server', () => {
    const owner = { pid: other.pid, start: processStart(other.pid!), boot: currentOwner().boot };
    const dir = lockedDir(JSON.stringify(owner));
    expect(() => acquireDataLock(dir)).toThrow(`Another server (pid ${other.pid}) is using`);
  });

  it('takes over a lock whose pid now belongs to another process (a different start time)', () => {
    const owner = { pid: other.pid, start: '1', boot: currentOwner().boot };
    const dir = lockedDir(JSON.stringify(owner));
    acquireDataLock(dir)();
  });

  it('takes over a lock written in an earlier boot', () => {
    const owner = { pid: other.pid, start: processStart(other.pid!), boot: 'another-boot' };
    const dir = lockedDir(JSON.stringify(owner));
    acquireDataLock(dir)();
  });

  it('takes over a lock of a process that is gone', () => {
    const dir = lockedDir(JSON.stringify({ pid: 2 ** 22 + 7, start: '5', boot: currentOwner().boot }));
    acquireDataLock(dir)();
  });

  it('takes over an old bare-pid lock written before its pid’s current process started', () => {
    const dir = lockedDir(String(other.pid), 3600);
    acquireDataLock(dir)();
  });

  it('still honours a bare-pid lock its live process could have written', () => {
    const dir = lockedDir(String(other.pid));
    expect(() => acquireDataLock(dir)).toThrow(`Another server (pid ${other.pid}) is using`);
  });
});
