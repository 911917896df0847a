// What each field of cms/schema/model.json may hold, worked out once from the model and its
// `checks`: the admin app refuses at save (each field's Directus validation and message,
// schema.mjs and admin.mjs) exactly what the publish refuses (src/data/normalize/rules.ts, which
// reads the same checks from src/generated/cms.ts, written by `npm run gen:types` with these
// functions). A value that would stop every publish, an owner's "sold out" included, can
// therefore not be saved in the first place, and both say why in the same words.

/** The admin app says a message after these words; the publish log after the value itself. */
const IN_ADMIN = { en: 'This value', ar: 'هذه القيمة' };

/** Fields that hold no value of their own: the primary key, relations, files, buttons. */
const holdsNoValue = (spec) => spec.pk || spec.m2o || spec.file || spec.m2m || spec.reverse || spec.link;

/** The format a field's type or marks imply when it names none itself. */
function formatOf(spec) {
  if (spec.format) return spec.format;
  if (spec.type === 'time') return 'time';
  if (spec.type === 'date') return 'date';
  if (spec.color) return 'color';
  return null;
}

/** What the choices read as in each language, where the model names them (else their values). */
function choiceWords(spec) {
  if (!spec.choice_labels) return {};
  const words = (lang) => spec.choices.map((value) => spec.choice_labels[value]?.[lang] ?? value);
  return { words: { en: words('en'), ar: words('ar') } };
}

/**
 * The check of one field, or null for a field the site takes as it is: `kind` with what it
 * needs (the range, the choices, the format), and `required` for a field that may not be empty.
 */
export function fieldCheck(model, spec) {
  if (holdsNoValue(spec)) return null;
  const required = spec.required ? { required: true } : {};
  const format = formatOf(spec);
  let kind = null;
  if (spec.type === 'boolean') kind = { kind: 'yes_no' };
  else if (spec.choices) kind = { kind: 'choice', choices: spec.choices, ...choiceWords(spec) };
  else if (spec.money) kind = { kind: 'price', max: model.checks.money_max };
  else if (spec.type === 'integer' && (spec.min !== undefined || spec.max !== undefined))
    kind = {
      kind: 'whole_number',
      ...(spec.min !== undefined ? { min: spec.min } : {}),
      ...(spec.max !== undefined ? { max: spec.max } : {}),
    };
  else if (format) {
    if (!model.checks.formats[format]) throw new Error(`${spec.field}: no format "${format}" in checks.formats`);
    kind = { kind: 'format', format };
  }
  if (!kind && !spec.required) return null;
  return { ...(kind ?? {}), ...required };
}

const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, key) => String(values[key]));
const number = (n) => n.toLocaleString('en');

/** The words of a check's value rule ("is not a price (…)"), in English and Arabic; null without one. */
export function checkMessage(model, check) {
  const { messages, formats } = model.checks;
  switch (check?.kind) {
    case 'yes_no':
      return messages.yes_no;
    case 'price':
      return {
        en: fill(messages.price.en, { max: number(check.max) }),
        ar: fill(messages.price.ar, { max: number(check.max) }),
      };
    case 'whole_number': {
      const template =
        check.min !== undefined && check.max !== undefined
          ? messages.whole_number_between
          : check.min !== undefined
            ? messages.whole_number_min
            : messages.whole_number;
      return { en: fill(template.en, check), ar: fill(template.ar, check) };
    }
    case 'choice':
      return {
        en: fill(messages.choice.en, { choices: (check.words?.en ?? check.choices).join(', ') }),
        ar: fill(messages.choice.ar, { choices: (check.words?.ar ?? check.choices).join('، ') }),
      };
    case 'format':
      return formats[check.format].message;
    default:
      return null;
  }
}

/** The words of an empty required field, in both languages. */
export const requiredMessage = (model) => model.checks.messages.required;

/** The message under the field in the admin app: the value rule, else the required rule. */
export function adminMessage(model, check) {
  if (!check) return null;
  const rule = checkMessage(model, check) ?? requiredMessage(model);
  return { en: `${IN_ADMIN.en} ${rule.en}.`, ar: `${IN_ADMIN.ar} ${rule.ar}.` };
}

/**
 * The IANA time zones the admin app takes: those this Node knows (the CMS's own), and UTC. The
 * site knows them too (a test holds it to that), so a zone saved here is one the publish accepts.
 */
export function timeZones() {
  return [...Intl.supportedValuesOf('timeZone'), 'UTC'];
}

/** A format's pattern as the whole value must match it, spaces around it allowed. */
export function formatRegex(model, format, { optional = false } = {}) {
  const { pattern } = model.checks.formats[format];
  return optional ? `^\\s*(?:${pattern})?\\s*$` : `^\\s*(?:${pattern})\\s*$`;
}

/**
 * The Directus validation of a field (a filter its saved value must pass, checked by the API
 * and the admin app alike), or null. Empty is allowed unless the field is required; an absent
 * value is not checked, so saving other fields of a record never trips it.
 */
export function directusValidation(model, spec, check = fieldCheck(model, spec)) {
  if (!check) return null;
  const f = spec.field;
  let rule = null;
  switch (check.kind) {
    case 'yes_no':
      rule = { _in: [true, false] };
      break;
    case 'choice':
      rule = { _in: check.choices };
      break;
    case 'price':
      rule = { _between: [0, check.max] };
      break;
    case 'whole_number':
      // A short range is its whole numbers, so 2.5 is refused as the publish refuses it; an
      // open one is a bound (the admin app's input takes whole numbers, and so does a
      // PostgreSQL integer column).
      rule =
        check.min !== undefined && check.max !== undefined
          ? check.max - check.min <= 250
            ? { _in: Array.from({ length: check.max - check.min + 1 }, (_, i) => check.min + i) }
            : { _between: [check.min, check.max] }
          : check.min !== undefined
            ? { _gte: check.min }
            : { _lte: check.max };
      break;
    case 'format':
      rule =
        check.format === 'time_zone'
          ? { _in: timeZones() }
          : { _regex: formatRegex(model, check.format, { optional: !check.required }) };
      break;
    default:
      break;
  }
  const textual = !['boolean', 'integer', 'decimal', 'float', 'bigInteger'].includes(spec.type);
  if (check.required) {
    const parts = [{ [f]: { _nnull: true } }, ...(textual ? [{ [f]: { _regex: '\\S' } }] : [])];
    if (rule) parts.push({ [f]: rule });
    return parts.length === 1 ? parts[0] : { _and: parts };
  }
  // Empty text is no value (the site shows its fallback): allowed, as null is.
  const empty = textual ? [{ [f]: { _empty: true } }] : [];
  return { _or: [{ [f]: { _null: true } }, ...empty, { [f]: rule }] };
}
