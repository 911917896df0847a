/**
 * The one place a lazily started machine meets XState (lazyActor.ts imports this module, and
 * with it XState, on demand): an actor that starts in the state the page already shows.
 */
import { createActor, type AnyStateMachine, type StateValue } from 'xstate';

export function startFrom(machine: AnyStateMachine, value: StateValue, context: unknown) {
  return createActor(machine, { snapshot: machine.resolveState({ value, context }) }).start();
}
