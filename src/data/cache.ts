/**
 * The shared request cache: one entry per query key, shared by every section, the header
 * and the footer, so a page view never reads the same thing twice.
 * Failed entries are retried on the next mount (the next navigation); successful ones are
 * reused until they are older than their query's staleMs.
 */
import { toCmsError, type CmsError } from './errors';

export type Status = 'loading' | 'success' | 'error';

/** What a block sees: always a value (the placeholder until real data arrives). */
export interface Resource<T> {
  status: Status;
  data: T;
  error?: CmsError;
}

interface Entry {
  status: Status;
  value?: unknown;
  error?: CmsError;
  /** The read under way, if any. */
  promise?: Promise<void>;
  /**
   * The latest read, kept once it is over: `ensure` hands back this same promise while the entry
   * is fresh, so React's `use` (the prerender) sees one object per read, marks it settled, and
   * returns at once on every later pass.
   */
  lastRead: Promise<void>;
  updatedAt: number;
}

function sameJson(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

export class QueryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  /** The values a prerendered page carried, kept after a re-read (see `prerenderedValue`). */
  private readonly prerendered = new Map<string, unknown>();
  private version = 0;

  constructor(private readonly now: () => number = Date.now) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever any entry changes; for useSyncExternalStore. */
  getVersion = (): number => this.version;

  peek(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /** Seeds an entry (used when prerendered data is already in the page). */
  set(key: string, value: unknown): void {
    this.entries.set(key, { status: 'success', value, lastRead: Promise.resolve(), updatedAt: this.now() });
    this.emit();
  }

  /**
   * Starts `run` unless a fresh or in-flight entry exists; errored and stale entries are fetched
   * again, except an errored one when `failedIsFinal` (the prerender: a render waits for each read
   * once, and one that failed renders its placeholder instead of being tried again at every pass).
   * Resolves (never rejects) when the key's read is over: the same promise for as long as no new
   * read starts.
   */
  ensure(key: string, run: () => Promise<unknown>, staleMs: number, failedIsFinal = false): Promise<void> {
    const entry = this.entries.get(key);
    if (entry?.promise) return entry.promise;
    if (failedIsFinal && entry?.status === 'error') return entry.lastRead;
    if (entry?.status === 'success' && this.now() - entry.updatedAt < staleMs) return entry.lastRead;
    const promise: Promise<void> = run().then(
      (value) => {
        const previous = this.entries.get(key);
        // The same answer as before (a stale entry read again): keep the value the page
        // already shows and skip the re-render.
        if (previous?.status === 'success' && sameJson(previous.value, value)) {
          this.entries.set(key, { status: 'success', value: previous.value, lastRead: promise, updatedAt: this.now() });
          return;
        }
        this.entries.set(key, { status: 'success', value, lastRead: promise, updatedAt: this.now() });
        this.emit();
      },
      (reason: unknown) => {
        const error = toCmsError(reason);
        const previous = this.entries.get(key);
        // Keep showing data we already had (stale-while-error); otherwise mark failed.
        if (previous?.status === 'success' && previous.value !== undefined)
          this.entries.set(key, { ...previous, promise: undefined, lastRead: promise });
        else this.entries.set(key, { status: 'error', error, lastRead: promise, updatedAt: this.now() });
        console.error(`[data] ${key}: ${error.message}`);
        this.emit();
      },
    );
    this.entries.set(key, {
      status: entry?.status === 'success' ? 'success' : 'loading',
      value: entry?.value,
      promise,
      lastRead: promise,
      updatedAt: entry?.updatedAt ?? this.now(),
    });
    this.emit();
    return promise;
  }

  /**
   * Restores entries a prerendered page carried (see `snapshot`). They render at once, so
   * hydration matches the HTML, and are read again once stale like any other entry.
   */
  hydrate(entries: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(entries)) {
      this.entries.set(key, { status: 'success', value, lastRead: Promise.resolve(), updatedAt: this.now() });
      this.prerendered.set(key, value);
    }
    this.emit();
  }

  /**
   * The value the page's HTML was rendered from, even after a re-read replaced it: a section
   * that hydrates late (src/perf/deferSections.ts) must first render what its HTML shows.
   */
  prerenderedValue(key: string): unknown {
    return this.prerendered.get(key);
  }

  /** Every successful entry, for embedding in a prerendered page. */
  snapshot(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of this.entries)
      if (entry.status === 'success' && entry.value !== undefined) out[key] = entry.value;
    return out;
  }

  /** Keys whose last read failed (the prerender reports them). */
  failedKeys(): string[] {
    return [...this.entries].filter(([, entry]) => entry.status === 'error').map(([key]) => key);
  }

  /** Forgets everything (tests, slug changes). */
  clear(): void {
    this.entries.clear();
    this.prerendered.clear();
    this.emit();
  }

  private emit(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
