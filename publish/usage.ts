/**
 * Which CMS records a version was made from: every record its reads answered with, nested ones
 * included (a dish's sizes, categories, allergens and add-ons, the restaurant's colours),
 * following the relations of the CMS model (src/generated/cms.ts), and every file it shows. A
 * version keeps the list in `.records.json` (a dotfile, never served), so the publisher knows,
 * when a record is saved or deleted, which sites showed it (publish/select-sites.ts), even once
 * the CMS no longer has it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RawRecord } from '../src/data/client.ts';
import { isRecord, list, text } from '../src/data/normalize/fields.ts';
import { CMS_COLLECTIONS } from '../src/generated/cms.ts';
import type { MediaIndex } from './media.ts';
import type { PublishReads } from './reads.ts';

/** The file in each version: a JSON array of `collection:id`. */
export const USAGE_FILE = '.records.json';
/** Files are named by the collection Directus's notices give them. */
export const FILES_COLLECTION = 'directus_files';

type Relations = Record<string, { related: string; key?: string }>;
const relationsOf = (collection: string): [string, { related: string; key?: string }][] =>
  Object.entries((CMS_COLLECTIONS as Record<string, { relations?: Relations }>)[collection]?.relations ?? {});

export interface UsageInput {
  reads: Pick<PublishReads, 'rows'>;
  /** The menu's own read (made outside the recorded reads). */
  menuRows: readonly RawRecord[];
  media: Pick<MediaIndex, 'used'>;
}

/** Every `collection:id` the version's reads answered with, and `directus_files:<id>` of every image it shows. */
export function recordsUsed({ reads, menuRows, media }: UsageInput): string[] {
  const found = new Set<string>();
  const visit = (collection: string, record: RawRecord) => {
    const id = text(record.id);
    if (id) found.add(`${collection}:${id}`);
    for (const [field, relation] of relationsOf(collection)) {
      const value = record[field];
      if (!relation.key) {
        if (isRecord(value)) visit(relation.related, value);
        else if (relation.related === FILES_COLLECTION && typeof value === 'string')
          found.add(`${FILES_COLLECTION}:${value}`);
        continue;
      }
      for (const row of list(value)) {
        const inner = isRecord(row) ? row[relation.key] : null;
        if (isRecord(inner)) visit(relation.related, inner);
        else if (typeof inner === 'string' || typeof inner === 'number') found.add(`${relation.related}:${inner}`);
      }
    }
  };
  for (const read of [...reads.rows(), { collection: 'menu_items', rows: menuRows }])
    for (const row of read.rows) if (isRecord(row)) visit(read.collection, row);
  for (const { file } of media.used()) found.add(`${FILES_COLLECTION}:${file.id}`);
  return [...found].sort();
}

/** The records a version was made from; empty for a version from before the list was kept. */
export async function readUsage(versionDir: string): Promise<Set<string>> {
  try {
    const records = JSON.parse(await readFile(join(versionDir, USAGE_FILE), 'utf8')) as unknown;
    return new Set(Array.isArray(records) ? records.filter((r): r is string => typeof r === 'string') : []);
  } catch {
    return new Set();
  }
}
