/**
 * What stands between a stranger and the CMS on the preview's way (docs/security.md, "The
 * editor's preview"). Every preview request names a session cookie, and only the CMS can say
 * whether it is an editor's; the publisher's own reads go to the same CMS, whose rate limit
 * (production: 100 requests a second per address) must never be spent by strangers. So:
 *
 * - a cookie that cannot be a Directus session (not a JWT of the CMS's issuer, or expired) is
 *   refused here, with no call;
 * - the CMS's verdict on a session is kept for a short time, and one check at a time is made
 *   for the same session;
 * - each client address may have the CMS check only a few sessions a second (a token bucket);
 * - at most a few checks are in flight at once, and a few more wait; the rest are turned away;
 * - the checks carry the client's address (X-Forwarded-For), so a CMS that trusts its local
 *   proxies (IP_TRUST_PROXY=loopback, the CMS setup's default) counts them against that client,
 *   never against 127.0.0.1, where the publisher reads from.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

export interface GateOptions {
  /** How long the CMS's yes is believed (an editor who signs out may preview this long). */
  acceptedMs: number;
  /** How long the CMS's no is believed. */
  refusedMs: number;
  /** Verdicts kept at most (the oldest go first). */
  maxVerdicts: number;
  /** Session checks a client address may start in a burst, and per second after it. */
  burst: number;
  perSecond: number;
  /** Checks of the CMS at once, and how many more may wait for one. */
  inFlight: number;
  waiting: number;
  /** Clients remembered by the rate limit at most. */
  maxClients: number;
  now: () => number;
}

export const GATE_DEFAULTS: GateOptions = {
  // A page and its images are a burst of requests; an editor's new admin language shows after this.
  acceptedMs: 5_000,
  refusedMs: 60_000,
  maxVerdicts: 2_000,
  burst: 10,
  perSecond: 2,
  inFlight: 4,
  waiting: 16,
  maxClients: 10_000,
  now: () => Date.now(),
};

/** Why the gate turned a request away before the CMS was asked. */
export type GateRefusal = 'malformed' | 'refused' | 'too-many' | 'busy';

export class GateError extends Error {
  constructor(readonly refusal: GateRefusal) {
    super(refusal);
    this.name = 'GateError';
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The client's address: the peer's, or behind a proxy on this machine (the publisher listens on
 * loopback, so every peer is one) the address that proxy appended last to X-Forwarded-For.
 */
export function clientAddressOf(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return peer;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return forwarded && isIP(forwarded) ? forwarded : peer;
}

export function isLoopbackAddress(address: string): boolean {
  return LOOPBACK.test(address);
}

/**
 * Whether a cookie value can be a Directus session: a JWT (three base64url parts) whose payload
 * names the CMS as issuer, carries a session and has not expired. The signature is the CMS's to
 * check (the publisher does not hold its secret); this only spares the CMS the obvious fakes.
 */
export function couldBeSession(token: string, now = Date.now()): boolean {
  if (token.length > 4096) return false;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => /^[\w-]+$/.test(part))) return false;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    return (
      payload.iss === 'directus' &&
      typeof payload.session === 'string' &&
      typeof payload.exp === 'number' &&
      payload.exp * 1000 > now
    );
  } catch {
    return false;
  }
}

/**
 * A gate for one preview handler: `check(req, session, ask)` resolves with what `ask` (the CMS's
 * check of the session) resolved with, from the cache when it may, or throws GateError.
 * `ask` resolves null for a session the CMS refused.
 */
export function createSessionGate<T>(options: Partial<GateOptions> = {}) {
  const o = { ...GATE_DEFAULTS, ...options };
  const verdicts = new Map<string, { value: T | null; until: number }>();
  const pending = new Map<string, Promise<T | null>>();
  const buckets = new Map<string, { tokens: number; at: number }>();
  let running = 0;
  const queue: (() => void)[] = [];

  const remember = (session: string, value: T | null) => {
    verdicts.delete(session);
    verdicts.set(session, { value, until: o.now() + (value === null ? o.refusedMs : o.acceptedMs) });
    while (verdicts.size > o.maxVerdicts) verdicts.delete(verdicts.keys().next().value!);
  };

  /** Takes one check from the client's bucket, or says it is empty. */
  const take = (client: string): boolean => {
    const now = o.now();
    const bucket = buckets.get(client) ?? { tokens: o.burst, at: now };
    bucket.tokens = Math.min(o.burst, bucket.tokens + ((now - bucket.at) / 1000) * o.perSecond);
    bucket.at = now;
    buckets.delete(client);
    buckets.set(client, bucket);
    while (buckets.size > o.maxClients) buckets.delete(buckets.keys().next().value!);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };

  /** Runs `work` once a slot of the CMS checks is free; throws 'busy' when too many wait. */
  const slot = async <R>(work: () => Promise<R>): Promise<R> => {
    if (running >= o.inFlight) {
      if (queue.length >= o.waiting) throw new GateError('busy');
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  };

  return {
    async check(client: string, session: string, ask: () => Promise<T | null>): Promise<T> {
      if (!couldBeSession(session, o.now())) throw new GateError('malformed');
      const known = verdicts.get(session);
      if (known && known.until > o.now()) {
        if (known.value === null) throw new GateError('refused');
        return known.value;
      }
      let asking = pending.get(session);
      if (!asking) {
        if (!take(client)) throw new GateError('too-many');
        asking = slot(ask).then((value) => {
          remember(session, value);
          return value;
        });
        pending.set(session, asking);
        void asking.finally(() => pending.delete(session)).catch(() => undefined);
      }
      const value = await asking;
      if (value === null) throw new GateError('refused');
      return value;
    },
    /** Forgets what the CMS said of a session (it answered 401 to a later read). */
    forget(session: string) {
      verdicts.delete(session);
    },
  };
}
