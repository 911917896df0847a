/**
 * Waiting on something outside the process, for tests and benches: a server to answer, a file to
 * appear, a process to go. One rule for all of them, so each wait fails the same way: with what
 * did not happen, how long it was given, and whatever the caller can add to explain it.
 */
import { createServer } from 'node:net';

export interface UntilOptions {
  /** Milliseconds between tries (100 unless told). */
  every?: number;
  /** Added below the error, such as a server's last lines of output. */
  detail?: () => string;
}

/**
 * Tries `test` until it gives a value other than `false` or `undefined`, and returns that value.
 * After `ms` milliseconds it throws `<what> did not happen within <s> s`.
 */
export async function until<T>(
  test: () => T | Promise<T>,
  what: string,
  ms: number,
  { every = 100, detail }: UntilOptions = {},
): Promise<Exclude<T, false | undefined>> {
  const started = Date.now();
  for (;;) {
    const value = await test();
    if (value !== false && value !== undefined) return value as Exclude<T, false | undefined>;
    if (Date.now() - started > ms) {
      const more = detail ? `:\n${detail()}` : '';
      throw new Error(`${what} did not happen within ${ms / 1000} s${more}`);
    }
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/** A port on 127.0.0.1 that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
