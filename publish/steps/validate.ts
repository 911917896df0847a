/**
 * Prerender step "validate": the content checks of publish/validate.ts over the records this
 * publish read (every page rendered, so every read made), before the version is written. A value
 * the site would refuse stops the build with an InvalidContentError naming the record, field,
 * value and rule in English and Arabic, so a publish keeps the live version and says why in the
 * publish log. What the site leaves out without refusing a value (a shift with one time) goes
 * into the log of the version. Nothing is read from the CMS here.
 */
import type { RawRecord } from '../../src/data/client.ts';
import type { PublishReads } from '../reads.ts';
import { checkContent, describeLeftOut } from '../validate.ts';

export interface ValidateInput {
  content: { reads: Pick<PublishReads, 'rows'>; menuRows: RawRecord[] };
  log: (line: string) => void;
}

export interface Validated {
  /** What editors should know of the version (what the site left out), in English then Arabic. */
  notes: string[];
}

export function validate({ content, log }: ValidateInput): Validated {
  const leftOut = checkContent([...content.reads.rows(), { collection: 'menu_items', rows: content.menuRows }]);
  if (leftOut.length === 0) return { notes: [] };
  const note = describeLeftOut(leftOut);
  log(`[prerender] ${note.en}`);
  return { notes: [note.en, note.ar] };
}
