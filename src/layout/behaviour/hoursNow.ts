/**
 * What the layout says of the hours now, worked out in the browser and never frozen into the
 * published HTML: whether the restaurant is open (the header's line, which the HTML gives as the
 * daily hours) and the special dates not over yet (the footer's and the contact page's, in the
 * places src/layout/SpecialHours.tsx leaves). Again every minute. The hours engine
 * (src/hours/nowText.ts) is asked for here, after the page's first view; its chunk also holds
 * modules the page script imports at once, so it has come with the page (build/chunks.ts).
 */
import type { RestaurantModel } from '../../generated/types';
import type { SpecialHoursRow } from '../../hours/nowText';
import type { Language } from '../../i18n/dictionary';
import { loadMessages, translate } from '../../i18n/messages';
import { importWithReload } from '../../perf/importWithReload';
import { nextTask } from '../../perf/nextTask';

const EVERY_MINUTE = 60_000;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The special dates in their place (the markup SpecialHours.tsx names), or the place hidden when none. */
function showSpecialHours(place: HTMLElement, rows: readonly SpecialHoursRow[], language: Language): void {
  if (rows.length === 0) {
    place.hidden = true;
    place.replaceChildren();
    return;
  }
  const list = element('dl', `${place.dataset.listClass ?? ''} special-hours__list`.trim());
  if (place.dataset.specialHours) list.dataset.testid = place.dataset.specialHours;
  for (const row of rows) {
    const item = element('div', row.closed ? 'is-closed' : undefined);
    item.append(element('dt', undefined, row.label), element('dd', undefined, row.value));
    if (row.note) item.append(element('dd', 'special-hours__note', row.note));
    list.append(item);
  }
  place.replaceChildren(element('h3', 'special-hours__title', translate(language, 'hours.special')), list);
  place.hidden = false;
}

/**
 * Starts the hours' lines of the page, if it has any: `restaurant` reads the restaurant the page
 * was published with (its data file).
 */
export async function startHoursNow(language: Language, restaurant: () => Promise<RestaurantModel | null>) {
  const line = document.querySelector<HTMLElement>('[data-hours-now]');
  const places = [...document.querySelectorAll<HTMLElement>('[data-special-hours]')];
  if (!line && places.length === 0) return;
  const [engine, model] = await Promise.all([
    importWithReload(() => import('../../hours/nowText')),
    restaurant(),
    loadMessages(language),
  ]);
  if (!model) return;
  const updateLine = (now: Date) => {
    if (!line) return;
    const open = engine.openBadge(model, now, language);
    if (open.text && line.textContent !== open.text) line.textContent = open.text;
    if (line.dataset.open !== open.kind) line.dataset.open = open.kind;
  };
  const updatePlaces = (now: Date) => {
    for (const place of places) showSpecialHours(place, engine.specialHoursNow(model, now, language), language);
  };
  // The first time in two tasks: the engine's first run compiles its code as it goes, and at 4×
  // CPU the open line and the special dates took about 30 ms each, one task together.
  updateLine(new Date());
  if (places.length > 0) {
    await nextTask();
    updatePlaces(new Date());
  }
  window.setInterval(() => {
    const now = new Date();
    updateLine(now);
    updatePlaces(now);
  }, EVERY_MINUTE);
}
