/**
 * Prerender step "validate": the content checks of publish/validate.ts, before any page is
 * written. A plainly wrong value (a negative price, a colour that is not one) stops the build
 * with an InvalidContentError naming the record, field and value, so a publish keeps the live
 * version and says why in the publish log. A contact detail that is not one is left out of the
 * site; the note for the log says so. A CMS that cannot be asked is a failed read, not a pass.
 */
import type { CmsClient } from '../../src/data/client.ts';
import { describeLeftOut, InvalidContentError, validateContent } from '../validate.ts';

export interface ValidateInput {
  client: CmsClient;
  slug: string;
  log: (line: string) => void;
}

export interface Validated {
  /** What editors should know of the version (values the site left out). */
  notes: string[];
  /** 'content check' when the CMS could not be asked. */
  failedReads: string[];
}

export async function validate({ client, slug, log }: ValidateInput): Promise<Validated> {
  try {
    const leftOut = await validateContent(client, slug);
    if (leftOut.length === 0) return { notes: [], failedReads: [] };
    const note = describeLeftOut(leftOut);
    log(`[prerender] ${note}`);
    return { notes: [note], failedReads: [] };
  } catch (error) {
    if (error instanceof InvalidContentError) throw error;
    log(`[prerender] could not check the content (${error instanceof Error ? error.message : String(error)})`);
    return { notes: [], failedReads: ['content check'] };
  }
}
