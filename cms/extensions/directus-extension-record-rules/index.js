// Directus hook: the one publish check across two fields of a record, kept at save. Each field's
// own check is its Directus validation (cms/scripts/lib/checks.mjs), but a validation sees one
// value; a special day whose "Until" comes before its date would be saved, then stop every
// publish (src/data/normalize/rules.ts). This refuses it at save, as the publish would, in the
// publish check's words in English and Arabic (cms/schema/model.json, checks.messages), so the
// admin app shows why whatever the editor's language.
import { readFileSync } from 'node:fs';
import { InvalidPayloadError } from '@directus/errors';

const MODEL = new URL('../../schema/model.json', import.meta.url);

/**
 * "2027-03-10" (or a timestamp of that day), else null. PostgreSQL's driver reads a date column
 * as a Date at local midnight: its local day is the date.
 */
function dayOf(value) {
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return [value.getFullYear(), value.getMonth() + 1, value.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
  return /^(\d{4}-\d{2}-\d{2})/.exec(typeof value === 'string' ? value.trim() : '')?.[1] ?? null;
}

/** Why a range from `date` to `endDate` cannot be saved, in both languages, or null. */
export function rangeRefusal(date, endDate, words) {
  const start = dayOf(date);
  const end = dayOf(endDate);
  if (!start || !end || end >= start) return null;
  const say = (text, prefix) => `${prefix} ${text.replace('{date}', start)}`;
  // Directus ends the message with its own full stop.
  return `end_date: ${say(words.en, 'This value')}. · ${say(words.ar, 'هذه القيمة')}`;
}

export default ({ filter }, { services }) => {
  const words = JSON.parse(readFileSync(MODEL, 'utf8')).checks.messages.end_before_date;
  const check = async (payload, meta, context) => {
    if (!payload || !('date' in payload || 'end_date' in payload)) return payload;
    const keys = meta.keys ?? (meta.key === undefined ? [null] : [meta.key]);
    // The record as the API gives it (dates as YYYY-MM-DD, whatever the database stores), read
    // with the save's own database handle: a batch save runs in a transaction, which holds
    // SQLite's one connection, so a read outside it would wait for ever.
    const items = new services.ItemsService('hours_overrides', { knex: context.database, schema: context.schema });
    for (const key of keys) {
      // A save may carry one of the two: the other is the record's own.
      const saved =
        key === null ? {} : ((await items.readOne(key, { fields: ['date', 'end_date'] }).catch(() => null)) ?? {});
      const date = 'date' in payload ? payload.date : saved.date;
      const endDate = 'end_date' in payload ? payload.end_date : saved.end_date;
      const reason = rangeRefusal(date, endDate, words);
      if (reason) throw new InvalidPayloadError({ reason });
    }
    return payload;
  };
  filter('hours_overrides.items.create', check);
  filter('hours_overrides.items.update', check);
};
