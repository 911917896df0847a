/**
 * Speed technique: XState machines start on the visitor's first interaction.
 *
 * What it does: a block whose state a machine decides (the menu's filter) renders its first view
 * from the machine's first state, worked out by the machine's own pure module without XState.
 * XState and the machine load once the visitor's first touch, pointer or key press is over and
 * answered (firstInteraction.ts), or at the first event sent, whichever comes first; the machine then
 * starts in the state the page shows (`resolveState`), and events sent meanwhile are applied in
 * order. Events that only adopt a value from outside (the address bar's filter) can be applied
 * to the first view without the machine (`adopt`).
 *
 * What it buys on `npm run bench`: XState (12–14 KB gzip) and the machines leave the first view
 * of `/shop`, the dish page, the cart and `/reservation` (with the cart store, which applies the
 * cart machine's own changes until it loads: src/ordering/cart/CartProvider.tsx).
 *
 * When it could go: if XState became part of the shared entry for another reason, or the pages
 * it serves were under their JS budget with it.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { onFirstInteraction } from './firstInteraction';
import { importWithReload } from './importWithReload';

/** What a block reads: the machine's state value and context, before and after it has loaded. */
export interface LazyView<TContext> {
  readonly value: StateValue;
  readonly context: TContext;
  /** True in the named state (a top-level state's name, or a dotted path once the machine runs). */
  matches: (value: string) => boolean;
}

export interface LazyActorOptions<TContext, TEvent extends EventObject> {
  /** The machine's first state, as its pure module works it out (the same function as the machine's). */
  initial: { value: StateValue; context: TContext };
  /** Loads the machine, with the block's implementations provided. */
  machine: () => Promise<AnyStateMachine>;
  /**
   * Applies an event to the first view without the machine: the next context (the same object
   * when nothing changes), or null when the machine must decide it.
   */
  adopt?: (context: TContext, event: TEvent) => TContext | null;
}

function firstView<TContext>(value: StateValue, context: TContext): LazyView<TContext> {
  return { value, context, matches: (name) => value === name };
}

export class LazyActor<TContext, TEvent extends EventObject> {
  private view: LazyView<TContext>;
  private actor: AnyActorRef | null = null;
  private starting: Promise<void> | null = null;
  private readonly queue: TEvent[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: LazyActorOptions<TContext, TEvent>) {
    this.view = firstView(options.initial.value, options.initial.context);
  }

  readonly getView = (): LazyView<TContext> => this.view;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private show(view: LazyView<TContext>): void {
    this.view = view;
    for (const listener of this.listeners) listener();
  }

  /** True once the machine runs (every event goes to it). */
  get started(): boolean {
    return this.actor !== null;
  }

  readonly send = (event: TEvent): void => {
    if (this.actor) return void this.actor.send(event);
    const adopted = this.options.adopt?.(this.view.context, event) ?? null;
    if (adopted !== null) {
      if (adopted !== this.view.context) this.show(firstView(this.view.value, adopted));
      return;
    }
    this.queue.push(event);
    void this.start();
  };

  /**
   * Loads the machine and starts it in the state shown (once). A load that fails (the network
   * dropped) is logged and tried again by the next event; queued events wait for it.
   */
  readonly start = (): Promise<void> => {
    this.starting ??= (async () => {
      const [machine, { startFrom }] = await Promise.all([
        this.options.machine(),
        importWithReload(() => import('./startFrom')),
      ]);
      const actor = startFrom(machine, this.view.value, this.view.context);
      actor.subscribe((snapshot: { value: StateValue; context: TContext; matches: (value: string) => boolean }) =>
        this.show({ value: snapshot.value, context: snapshot.context, matches: (name) => snapshot.matches(name) }),
      );
      this.actor = actor;
      for (const event of this.queue.splice(0)) actor.send(event);
    })().catch((error: unknown) => {
      this.starting = null;
      console.error('[machine] could not load', error);
    });
    return this.starting;
  };
}

/**
 * A lazily started machine for a component: its view (re-rendering on every change) and `send`.
 * The machine loads at the visitor's first interaction with the page, or the first event sent.
 */
export function useLazyActor<TContext, TEvent extends EventObject>(
  options: () => LazyActorOptions<TContext, TEvent>,
): { view: LazyView<TContext>; send: (event: TEvent) => void } {
  const [actor] = useState(() => new LazyActor(options()));
  const view = useSyncExternalStore(actor.subscribe, actor.getView, actor.getView);
  useEffect(() => onFirstInteraction(() => void actor.start()), [actor]);
  return { view, send: actor.send };
}
