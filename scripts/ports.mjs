/**
 * Is a port free? Asked before anything starts, so that a port another program holds stops a
 * run at once with one line naming the port and the variable that moves it, instead of an
 * EADDRINUSE minutes later (after a CMS was seeded, or after the slow test tiers).
 *
 * Plain Node, no dependencies: scripts/test-deps.mjs runs it before `npm ci` on a fresh machine.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * @typedef {object} PortUse
 * @property {number} port
 * @property {string} [host]      default 127.0.0.1
 * @property {string} variable    the environment variable that changes this port
 * @property {string} [what]      what would listen there ("the site", "the CMS")
 */

/** Whether `host:port` can be listened on now (the same test the server itself will make). */
export function portFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** "node, pid 1234" for the program listening on a TCP port, when ss can tell (same user); else null. */
export function holderOf(port) {
  return new Promise((resolve) => {
    execFile('ss', ['-Hltnp', `sport = :${port}`], { timeout: 2000 }, (error, stdout) => {
      const match = !error && /users:\(\("([^"]+)",pid=(\d+)/.exec(stdout);
      resolve(match ? `${match[1]}, pid ${match[2]}` : null);
    });
  });
}

/** The one line a taken port gets. */
export function takenMessage({ port, host = '127.0.0.1', variable, what }, holder) {
  const by = holder ? holder.replace(/, pid (\d+)$/, ' (pid $1)') : 'another program';
  const purpose = what ? `, needed for ${what}` : '';
  return `${host}:${port} is taken by ${by}${purpose}: stop it or set ${variable} to a free port.`;
}

/**
 * One message per taken port among `uses`, in their order ([] when all are free). The same port
 * named twice (two variables that collide) is reported too.
 *
 * @param {PortUse[]} uses
 * @returns {Promise<string[]>}
 */
export async function takenPorts(uses) {
  const messages = [];
  const seen = new Map();
  for (const use of uses) {
    const key = `${use.host ?? '127.0.0.1'}:${use.port}`;
    if (!Number.isInteger(use.port) || use.port <= 0 || use.port > 65535) {
      messages.push(`${use.variable} gives ${key}, which is not a port; set it to a number from 1024 to 65535.`);
      continue;
    }
    if (seen.has(key)) {
      messages.push(`${key} is wanted twice (${seen.get(key)} and ${use.variable}); give them different ports.`);
      continue;
    }
    seen.set(key, use.variable);
    if (!(await portFree(use.port, use.host))) messages.push(takenMessage(use, await holderOf(use.port)));
  }
  return messages;
}

/** Throws one Error whose message lists every taken port of `uses`; resolves when all are free. */
export async function assertPortsFree(uses) {
  const messages = await takenPorts(uses);
  if (messages.length > 0) {
    const error = new Error(messages.join('\n'));
    error.name = 'PortTaken';
    throw error;
  }
}

/** For command-line tools: prints one line per taken port of `uses` and exits 1; returns when all are free. */
export async function exitIfTaken(uses) {
  const messages = await takenPorts(uses);
  if (messages.length === 0) return;
  console.error(messages.map((line) => `✖ ${line}`).join('\n'));
  process.exit(1);
}
