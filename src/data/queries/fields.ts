/**
 * The `fields` of a read, built from the generated description of its collection
 * (src/generated/cms.ts, from cms/schema/model.json): by default every field holding a value,
 * with each file as its id, so a field added to the model is read without touching the query.
 * A read that wants fewer names them, and the type-check refuses a name the model does not have.
 */

interface Described {
  values: readonly string[];
  files: readonly string[];
}

type FieldOf<C extends Described> = C['values'][number] | C['files'][number];

/** The fields a read may ask of a CMS file (the publisher's access, cms/schema/site-access.json). */
export const FILE_FIELDS = ['id', 'filename_download', 'width', 'height'] as const;

export interface FieldsOptions<C extends Described> {
  /** Only these fields (checked against the model); else every field holding a value, and the files. */
  only?: readonly FieldOf<C>[];
  /** False: every field holding a value, without the files (a read that shows no file of the record). */
  files?: boolean;
  /** Each file with its id, name and size (`logo.width`), not only its id. */
  expandFiles?: boolean;
  /** The relation path the collection is read under: `variants.menu_variants_id`. */
  under?: string;
}

export function fieldsOf<C extends Described>(of: C, options: FieldsOptions<C> = {}): string[] {
  const names: readonly string[] = options.only ?? [...of.values, ...(options.files === false ? [] : of.files)];
  const files = new Set<string>(of.files);
  const fields = names.flatMap((name) =>
    options.expandFiles && files.has(name) ? FILE_FIELDS.map((part) => `${name}.${part}`) : [name],
  );
  return options.under ? fields.map((field) => `${options.under}.${field}`) : fields;
}

/** A CMS file (directus_files), as a relation to files is read. */
export const CMS_FILE = { values: FILE_FIELDS, files: [] } as const;

/**
 * Field lists joined into one read's `fields`. At the top of a module the browser loads too, each
 * call is marked pure (`@__PURE__`), so the browser's build, which never reads the CMS, drops it.
 */
export function fieldList(...lists: readonly (readonly string[])[]): string[] {
  return lists.flat();
}
