/**
 * Boxes a visitor ticks in an island's prerendered form before its script runs: a size, an
 * add-on. The browser ticks them natively (the page's script, and with it the holding of presses
 * in deferSections.ts, may not have started yet), and hydration then puts each checkbox and
 * radio back to the state the block rendered: the choice the visitor saw vanished, and the dish
 * page's "Add to cart" stayed disabled as if no size had been chosen. (Text typed early is kept
 * by the field and handed to the block's state by src/components/typedValues.ts.)
 *
 * `noteEarlyChoices` reads the slot's boxes just before its root takes over, and
 * `adoptEarlyChoices`, once the island is live, ticks each again as the visitor did (a click),
 * so the block's own handlers and state see it.
 */

const BOXES = 'input[type="checkbox"], input[type="radio"]';

interface Choice {
  /** The box's place among the slot's boxes, with its name and type to check it is the same. */
  index: number;
  name: string;
  type: string;
  checked: boolean;
}

const noted = new Map<string, Choice[]>();

/** The boxes in `slot` the visitor changed from the page's HTML. */
export function readEarlyChoices(slot: Element): Choice[] {
  const choices: Choice[] = [];
  slot.querySelectorAll<HTMLInputElement>(BOXES).forEach((box, index) => {
    // A radio unchecked by its group's other choice is that other radio's click.
    if (box.checked !== box.defaultChecked && (box.type === 'checkbox' || box.checked))
      choices.push({ index, name: box.name, type: box.type, checked: box.checked });
  });
  return choices;
}

/** Notes the boxes ticked in the island `id`'s slot so far (just before its root takes over). */
export function noteEarlyChoices(id: string, slot: Element): void {
  const choices = readEarlyChoices(slot);
  if (choices.length > 0) noted.set(id, choices);
  else noted.delete(id);
}

/**
 * Ticks the boxes noted for the island `id` again in `slot`, now that its handlers are there: each
 * the box at the same place with the same name and type (a root rendered anew has new elements),
 * so that its handlers change the block's state as the visitor's tick would have.
 */
export function adoptEarlyChoices(id: string, slot: Element): void {
  const choices = noted.get(id);
  noted.delete(id);
  if (!choices) return;
  const boxes = [...slot.querySelectorAll<HTMLInputElement>(BOXES)];
  for (const choice of choices) {
    const box = boxes[choice.index];
    if (box?.name !== choice.name || box.type !== choice.type || box.disabled) continue;
    // The block's state is what it rendered, the page's HTML, whatever the box shows now (a
    // hydration may keep the visitor's tick on screen or clear it): back to that, then the click.
    box.checked = !choice.checked;
    box.click();
  }
}
