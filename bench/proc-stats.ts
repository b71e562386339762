/** What a process has used, from /proc (Linux): its CPU time and its resident memory. */
import { readFile } from 'node:fs/promises';

/** Linux's clock ticks a second, in which /proc gives CPU times. */
const TICKS = 100;

/** The CPU time (user and system) the process `pid` has had, in seconds; 0 when it is gone. */
export async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / TICKS;
}

/** The resident memory of the process `pid` now and its high-water mark, in bytes; 0 when it is gone. */
export async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
