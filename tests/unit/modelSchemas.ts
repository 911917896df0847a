/**
 * ajv over the model schemas of schemas/models/, set up as build/site-config.ts does (strict,
 * tsType allowed), for tests that check normalised CMS data against its model.
 */
import Ajv from 'ajv';
import { allSchemas } from '../../build/schema-files';

let ajv: Ajv | undefined;

function instance(): Ajv {
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, strictRequired: false, allowUnionTypes: true });
    ajv.addKeyword({ keyword: 'tsType' });
    for (const schema of allSchemas()) ajv.addSchema(schema);
  }
  return ajv;
}

/** A checker for `schemas/models/<file>.schema.json`: returns null when valid, else ajv's errors as text. */
export function modelChecker(file: string): (value: unknown) => string | null {
  const a = instance();
  const validate = a.getSchema(`https://saffron.site/schemas/models/${file}.schema.json`);
  if (!validate) throw new Error(`no model schema ${file}`);
  return (value) =>
    validate(value) ? null : `${a.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 600)}`;
}
