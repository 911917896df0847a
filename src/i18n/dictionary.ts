/**
 * The one typed dictionary: every interface string in English and Arabic, grouped in areas
 * (src/generated/strings.ts): `common` (./strings/common.ts and carousel.ts), the areas shared
 * by several blocks (the other modules of ./strings/), and each block's own (its strings.ts).
 *
 * A page loads the `common` area (layout, navigation, errors) of its language at once and each
 * other area with the first block that reads it (src/generated/blocks.ts names a block's
 * areas), so the home page does not carry the checkout's or the blog's strings.
 * Browser code reads the strings through ./messages.ts, never from here.
 */
import { stringAreas } from '../generated/strings';

export { stringAreas };

export type StringArea = keyof typeof stringAreas;
export type Language = 'en' | 'ar';

type KeysOf<M> = M extends { en: Record<infer K, string> } ? K : never;
export type MessageKey = KeysOf<(typeof stringAreas)[StringArea][number]>;

/** One area's strings in one language. */
export function areaStrings(area: StringArea, language: Language): Partial<Record<MessageKey, string>> {
  return Object.assign({}, ...stringAreas[area].map((module) => module[language])) as Partial<
    Record<MessageKey, string>
  >;
}

const areaNames = Object.keys(stringAreas) as StringArea[];

export const dictionary: Record<Language, Record<MessageKey, string>> = {
  en: Object.assign({}, ...areaNames.map((area) => areaStrings(area, 'en'))) as Record<MessageKey, string>,
  ar: Object.assign({}, ...areaNames.map((area) => areaStrings(area, 'ar'))) as Record<MessageKey, string>,
};
