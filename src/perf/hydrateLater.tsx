/**
 * Speed technique: the parts of an island hydrate a task each after its frame.
 *
 * What it does: an island hydrates in one render, which on a slow phone can be a long task (the
 * menu browser's twelve cards and sidebar, 470 elements: 200–370 ms of one task at 4× CPU). Parts
 * wrapped in `<HydrateLater>` keep their prerendered HTML through the island's first render and
 * hydrate afterwards, one part per task, in the order the page shows them: the island's frame
 * (the menu's chips, toolbar and list) is live first, each card a task later. Each part has a
 * Suspense boundary of its own, and the component inside it waits on its turn: Preact keeps a
 * part's server DOM while it waits during hydration, and hydrates it in the render that follows
 * its turn (the part must render one element at its top). The island says it is live
 * (src/perf/IslandLive.tsx) once every part is; until then a press is held and replayed
 * (src/perf/deferSections.ts), and a press or key on the island opens every part left at once.
 * Outside an island's hydration (the prerender, a root rendered anew, a list the visitor filters)
 * a part renders at once.
 *
 * What it buys on `npm run bench`: see docs/speed.md, "The menu's cards a task each".
 *
 * When it could go: if the components' runtime could yield between parts of a hydration itself
 * (React's selective hydration only reorders the work inside one task per boundary).
 */
import { Component, createContext, Suspense, type ReactNode } from 'react';
import { nextTask } from './nextTask';

/** A part's turn: open once it may hydrate, `opened` settling then. */
interface Turn {
  open: boolean;
  opened: Promise<void>;
  start: () => void;
}

/**
 * The parts of one island's hydration waiting for their turn. Parts take their places during the
 * island's first render; `seal` (once it is committed) ends that, and opens them a task each.
 */
export class HydrationQueue {
  private readonly waiting: Turn[] = [];
  private sealed = false;
  private done: Promise<void> | null = null;

  /** A place for a part rendering now: null when it may hydrate at once (the queue is sealed). */
  take(): Turn | null {
    if (this.sealed) return null;
    let start!: () => void;
    const opened = new Promise<void>((resolve) => (start = resolve));
    const turn: Turn = {
      open: false,
      opened,
      start: () => {
        turn.open = true;
        start();
      },
    };
    this.waiting.push(turn);
    return turn;
  }

  /**
   * The island's first render is in the page: no part takes a place after it. Opens the waiting
   * parts one per task; settles when all are open (and hydrated, in their turn's microtasks).
   */
  seal(): Promise<void> {
    this.sealed = true;
    return (this.done ??= this.run());
  }

  /** Every part still waiting hydrates now (a visitor's hand is on the island). */
  hurry(): void {
    for (const turn of this.waiting.splice(0)) turn.start();
  }

  private async run(): Promise<void> {
    while (this.waiting.length > 0) {
      await nextTask();
      this.waiting.shift()?.start();
    }
    // The last part hydrates in the microtasks after its turn opens: its own task ends first.
    await nextTask();
  }
}

/** The hydrating island's queue; null outside an island's hydration. */
export const HydrationQueueContext = createContext<HydrationQueue | null>(null);

/**
 * Waits for the part's turn. A class: its instance is what Preact keeps for a part that waits
 * while hydrating (a function component's hooks start anew when its first render throws), so the
 * place it took in its first render is the one it waits on after.
 */
class WaitForTurn extends Component<{ children: ReactNode }> {
  static override contextType = HydrationQueueContext;
  declare context: HydrationQueue | null;
  private turn: Turn | null | undefined;

  override render() {
    this.turn ??= this.context?.take() ?? null;
    // Thrown while hydrating, the wait keeps the part's HTML as it is until its turn.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise is how a component suspends
    if (this.turn && !this.turn.open) throw this.turn.opened;
    return this.props.children;
  }
}

/** A part of an island that hydrates in a task of its own, after the island's first render. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
