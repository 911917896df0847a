/**
 * Arabic-aware search terms for the CMS (Directus `_icontains` compares characters as stored
 * and cannot normalise). We normalise the visitor's input and expand it into the spellings a
 * stored name may use:
 *   - tashkeel (harakat, shadda, sukun, superscript alef) and tatweel are stripped from the input;
 *   - each alef/hamza form (ا أ إ آ ٱ) may match any of ا أ إ آ;
 *   - taa marbuta and haa (ة ه) match each other; alef maqsura and yaa (ى ي) match each other.
 * The variants are the cartesian product of those letter classes, capped at MAX_VARIANTS
 * (4 × 4 × 4 = 64 covers three alefs). Beyond the cap each word is expanded on its own and
 * every word must occur (in any order); a single word beyond the cap is matched by the runs
 * between its ambiguous letters. Both are slightly wider matches that never miss a dish. Stored names that themselves carry tashkeel are not matched by an
 * input without it: keep tashkeel out of name_ar in the CMS.
 */

const TASHKEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g;
const LETTER_CLASSES: readonly (readonly string[])[] = [
  ['ا', 'أ', 'إ', 'آ'],
  ['ة', 'ه'],
  ['ي', 'ى'],
];
/** Letters that normalise into a class without being generated (alef wasla). */
const EXTRA_MEMBERS: Readonly<Record<string, number>> = { ٱ: 0 };

export const MAX_VARIANTS = 64;
export const MAX_SEARCH_LENGTH = 80;
export const MAX_WORDS = 6;

function classOf(letter: string): readonly string[] | null {
  const extra = EXTRA_MEMBERS[letter];
  if (extra !== undefined) return LETTER_CLASSES[extra]!;
  return LETTER_CLASSES.find((members) => members.includes(letter)) ?? null;
}

/** Removes tashkeel and tatweel, collapses spaces, trims and bounds the length. */
export function normalizeSearch(input: string): string {
  return input.normalize('NFC').replace(TASHKEEL, '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
}

/**
 * AND of groups, OR inside a group: the Arabic name must contain one spelling of every group.
 * A single group holds the whole term's spellings; when they are too many, each word gets its
 * own group (words in any order), and a word that alone is too ambiguous is split into the
 * runs between its ambiguous letters.
 */
export type SearchPlan = { kind: 'none' } | { kind: 'groups'; term: string; groups: string[][] };

function spellings(text: string, maxVariants: number): string[] | null {
  const letters = Array.from(text);
  const classes = letters.map(classOf);
  const count = classes.reduce((product, members) => product * (members?.length ?? 1), 1);
  if (count > maxVariants) return null;
  let variants = [''];
  letters.forEach((letter, i) => {
    const choices = classes[i] ?? [letter];
    variants = variants.flatMap((prefix) => choices.map((c) => prefix + c));
  });
  return [...new Set([text, ...variants])];
}

function runsOf(word: string): string[] {
  const runs: string[] = [];
  let current = '';
  for (const letter of Array.from(word)) {
    if (classOf(letter)) {
      if (current) runs.push(current);
      current = '';
    } else current += letter;
  }
  if (current) runs.push(current);
  return runs;
}

export function planSearch(input: string, maxVariants = MAX_VARIANTS): SearchPlan {
  const term = normalizeSearch(input);
  if (!term) return { kind: 'none' };
  const whole = spellings(term, maxVariants);
  if (whole) return { kind: 'groups', term, groups: [whole] };
  const groups: string[][] = [];
  for (const word of [...new Set(term.split(' '))].slice(0, MAX_WORDS)) {
    const variants = spellings(word, maxVariants);
    if (variants) groups.push(variants);
    else groups.push(...runsOf(word).map((run) => [run]));
  }
  return { kind: 'groups', term, groups };
}

/** The Directus filter for a search in name_en OR name_ar (case-insensitive), or null for no search. */
export function searchFilter(input: string, maxVariants = MAX_VARIANTS): Record<string, unknown> | null {
  const plan = planSearch(input, maxVariants);
  if (plan.kind === 'none') return null;
  const english = { name_en: { _icontains: plan.term } };
  const group = (spelled: string[]) => ({ _or: spelled.map((v) => ({ name_ar: { _icontains: v } })) });
  if (plan.groups.length === 1)
    return { _or: [english, ...plan.groups[0]!.map((v) => ({ name_ar: { _icontains: v } }))] };
  return { _or: [english, { _and: plan.groups.map(group) }] };
}
