/**
 * PGlite takes no lock on its folder, and two processes on one folder corrupt it. The server holds a
 * lock file in the data folder and refuses to start a second process on it (docs/architecture.md#data-lock).
 *
 * A pid alone does not name a process: after a container restart the same pid often belongs to
 * another live process, and the old lock would then block every start. So the lock records the pid
 * with the process's start time (field 22 of /proc/<pid>/stat) and the kernel's boot id, and a lock
 * counts as held only while that very process runs. Without /proc (macOS) it falls back to the pid.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockOwner {
  pid: number;
  /** Start time in clock ticks since boot; null where /proc is missing. */
  start: string | null;
  boot: string | null;
}

/** /proc reports times in USER_HZ, which Linux fixes at 100 for every architecture's user ABI. */
const TICKS_PER_SECOND = 100;

function readProc(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The process's start time, in ticks since boot, or null (no such process, or no /proc). */
export function processStart(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

function bootId(): string | null {
  return readProc('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function currentOwner(): LockOwner {
  return { pid: process.pid, start: processStart(process.pid), boot: bootId() };
}

/** A lock written before owners were recorded holds a bare pid; its file's age stands in for the start. */
function parseOwner(text: string, file: string): LockOwner & { legacyWrittenAt?: number } {
  if (/^\s*\d+\s*$/.test(text)) return { pid: Number(text), start: null, boot: null, legacyWrittenAt: statSync(file).mtimeMs };
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number') return { pid: parsed.pid, start: parsed.start ?? null, boot: parsed.boot ?? null };
  } catch {
    // unreadable: no owner
  }
  return { pid: 0, start: null, boot: null };
}

/** Wall-clock start of a process (ms), from its start ticks and the boot time in /proc/stat. */
function startedAtMs(start: string): number | null {
  const btime = /^btime (\d+)$/m.exec(readProc('/proc/stat') ?? '')?.[1];
  return btime ? (Number(btime) + Number(start) / TICKS_PER_SECOND) * 1000 : null;
}

/** True only while the process that wrote the lock still runs. */
function heldByLiveOwner(owner: LockOwner & { legacyWrittenAt?: number }): boolean {
  if (!owner.pid || owner.pid === process.pid || !alive(owner.pid)) return false;
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  const start = processStart(owner.pid);
  if (start === null) return true; // no /proc: the pid is all we know
  if (owner.start !== null) return owner.start === start;
  const startedAt = owner.legacyWrittenAt === undefined ? null : startedAtMs(start);
  // A process that started after the lock was written cannot have written it (1 s of clock slack).
  return startedAt === null || startedAt <= owner.legacyWrittenAt! + 1000;
}

/** Takes the lock or throws; the returned function releases it. A lock no live owner holds is taken over. */
export function acquireDataLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(currentOwner()), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = parseOwner(readFileSync(file, 'utf8'), file);
      if (heldByLiveOwner(owner)) {
        throw new Error(`Another server (pid ${owner.pid}) is using ${dataDir}. Stop it first, or set DATA_DIR.`, { cause: error });
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}
