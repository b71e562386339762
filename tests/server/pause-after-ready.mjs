/**
 * Loaded before `npm start`'s entry (node --import) by tests/server/drain.http.test.ts: right after the server
 * writes the line that says it is up (the one with 'Tokens:'), the process stands still for 5 s, as a busy
 * machine may leave it, so that a signal sent on that line arrives in that moment.
 */
const PAUSE_MS = 5000;
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  const written = write(chunk, ...rest);
  if (String(chunk).includes('Tokens:')) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, PAUSE_MS);
  return written;
};
