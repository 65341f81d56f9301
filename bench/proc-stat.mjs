// A process's processor time from Linux's /proc (user + system): what the benchmarks divide by the requests a server
// answered, and what bench/process-cpu.mjs adds up by kind of process.
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times (USER_HZ on Linux). */
export const TICKS_PER_SECOND = 100;

/** The process's processor time so far, in clock ticks. Throws once the process has ended. */
export function processorTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // After the command's name, in parentheses (which may hold spaces): utime and stime are the 12th and 13th fields.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** The same, in milliseconds. */
export const processorMs = (pid) => (processorTicks(pid) * 1000) / TICKS_PER_SECOND;
