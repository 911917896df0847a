/** Every string module gives English and an Arabic text for each of its keys; a missing key fails type-checking. */
export interface Strings<K extends string> {
  en: Record<K, string>;
  ar: Record<K, string>;
}

export function defineStrings<const E extends Record<string, string>>(strings: {
  en: E;
  ar: Record<keyof E, string>;
}): Strings<Extract<keyof E, string>> {
  return strings;
}
