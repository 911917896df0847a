import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, couldBeSession, createSessionGate, GateError } from './preview-gate';

const NOW = Date.UTC(2026, 11, 1, 12);
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2ln`;
const session = (name: string) => jwt({ id: 'u', session: name, iss: 'directus', exp: NOW / 1000 + 600 });

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

/** A gate on a fixed clock and what it asked the CMS. */
function gateOf(options: Parameters<typeof createSessionGate>[0] = {}) {
  let clock = NOW;
  const asked: string[] = [];
  const gate = createSessionGate<string>({ now: () => clock, ...options });
  const check = (client: string, token: string, answer: string | null = 'editor') =>
    gate.check(client, token, async () => {
      asked.push(token);
      return answer;
    });
  return { gate, asked, check, tick: (ms: number) => (clock += ms) };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof GateError ? error.refusal : String(error)),
  );

describe('the preview gate', () => {
  it('knows a cookie that cannot be a Directus session without asking anyone', () => {
    expect(couldBeSession(session('s'), NOW)).toBe(true);
    for (const fake of [
      'x',
      'a.b',
      'a.b.c',
      jwt({ session: 's', iss: 'someone', exp: NOW / 1000 + 60 }),
      jwt({ iss: 'directus', exp: NOW / 1000 + 60 }),
      jwt({ session: 's', iss: 'directus', exp: NOW / 1000 - 1 }),
      `${session('s')}<script>`,
      'x'.repeat(5000),
    ])
      expect(couldBeSession(fake, NOW), fake.slice(0, 40)).toBe(false);
  });

  it('takes the client address from the local proxy, never from a stranger', () => {
    expect(clientAddressOf(request('203.0.113.9', '10.0.0.1'))).toBe('203.0.113.9');
    expect(clientAddressOf(request('127.0.0.1', '10.0.0.1, 198.51.100.7'))).toBe('198.51.100.7');
    expect(clientAddressOf(request('::ffff:127.0.0.1', '2001:db8::1'))).toBe('2001:db8::1');
    expect(clientAddressOf(request('127.0.0.1', 'not-an-address'))).toBe('127.0.0.1');
    expect(clientAddressOf(request('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('refuses malformed cookies and remembers the CMS’s verdicts for a while', async () => {
    const { asked, check, tick } = gateOf({ acceptedMs: 5_000, refusedMs: 60_000 });
    expect(await refusal(check('a', 'directus_session_token'))).toBe('malformed');
    expect(asked).toEqual([]);

    const stranger = session('unknown');
    expect(await refusal(check('a', stranger, null))).toBe('refused');
    expect(await refusal(check('a', stranger, null))).toBe('refused');
    expect(asked).toEqual([stranger]);

    const editor = session('editor');
    await Promise.all([check('b', editor), check('b', editor), check('b', editor)]);
    expect(await check('b', editor)).toBe('editor');
    expect(asked).toEqual([stranger, editor]);
    tick(6_000);
    await check('b', editor);
    expect(asked).toEqual([stranger, editor, editor]);
  });

  it('lets each client address have only a few sessions checked a second', async () => {
    const { asked, check, tick } = gateOf({ burst: 3, perSecond: 1 });
    const tries = Array.from({ length: 5 }, (_, n) => refusal(check('198.51.100.7', session(`s${n}`), null)));
    expect(await Promise.all(tries)).toEqual(['refused', 'refused', 'refused', 'too-many', 'too-many']);
    expect(asked).toHaveLength(3);
    // Another client is not held back, and the first one gets a check a second again.
    expect(await check('203.0.113.9', session('editor'))).toBe('editor');
    tick(1_000);
    expect(await refusal(check('198.51.100.7', session('later'), null))).toBe('refused');
    expect(asked).toHaveLength(5);
  });

  it('keeps the checks in flight bounded, turning away what cannot wait', async () => {
    const gate = createSessionGate<string>({ inFlight: 2, waiting: 1, now: () => NOW });
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const slow = () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve('editor');
        });
      });
    const tries = ['a', 'b', 'c', 'd'].map((client) => refusal(gate.check(client, session(client), slow)));
    expect(await tries[3]).toBe('busy');
    expect(running).toBe(2);
    // As each check ends, the one waiting starts.
    for (let turn = 0; turn < 10 && (running > 0 || releases.length > 0); turn++) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(tries.slice(0, 3))).toEqual(['accepted', 'accepted', 'accepted']);
    expect(most).toBe(2);
  });
});
