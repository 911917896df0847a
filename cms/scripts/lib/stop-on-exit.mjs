// Throwaway servers the tests start (postgres.mjs, redis.mjs) must not outlive the process that
// started them when it exits without stopping them (a failed test, an interrupted run).

const running = new Map();
let hooked = false;

/**
 * Kills `child` with `signal` if this process exits while it still runs; returns the function
 * that forgets it (call it once the child has exited).
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal  what the server takes as "stop now" (PostgreSQL: SIGQUIT)
 */
export function stopOnExit(child, signal) {
  running.set(child, signal);
  if (!hooked) {
    hooked = true;
    process.on('exit', () => {
      for (const [server, kill] of running) {
        try {
          server.kill(kill);
        } catch {
          /* already gone */
        }
      }
    });
  }
  return () => running.delete(child);
}
