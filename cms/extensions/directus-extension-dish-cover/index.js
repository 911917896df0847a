// Directus hook: keeps menu_items.cover the first of the dish's photos (menu_items_files, by
// their order), so that the Dishes list can show a thumbnail: Directus shows a many-photos field
// as a count in lists, and a single file field as the picture. The cover is read-only in the
// editor and the site never reads it (it shows the photos themselves).
//
// It writes the column directly, after the save: no revision, no further hook, no second
// publish notice. A failure is logged and never fails the save; `npm start`'s setup fills
// covers that are missing (cms/scripts/lib/schema.mjs, fillCovers).
export default ({ action }, { database, logger }) => {
  const refresh = async (dishIds) => {
    const ids = [...new Set(dishIds.map(Number).filter(Number.isInteger))];
    try {
      for (const id of ids) {
        const first = await database('menu_items_files')
          .where({ menu_items_id: id })
          .whereNotNull('directus_files_id')
          .orderByRaw('sort is null, sort, id')
          .first('directus_files_id');
        await database('menu_items')
          .where({ id })
          .update({ cover: first?.directus_files_id ?? null });
      }
    } catch (error) {
      logger.warn(`dish cover: could not update dish ${ids.join(', ')}: ${error?.message}`);
    }
  };
  const safely = (handler) => async (meta) => {
    try {
      await handler(meta);
    } catch (error) {
      logger.warn(`dish cover: ${error?.message}`);
    }
  };
  const keysOf = (meta) => meta.keys ?? (meta.key === undefined ? [] : [meta.key]);

  action('menu_items.items.create', (meta) => refresh(keysOf(meta)));
  action('menu_items.items.update', (meta) => refresh(keysOf(meta)));
  // A photo added, reordered or removed on its own (the junction's rows).
  const fromJunction = async (meta) => {
    const payloadDish = meta.payload?.menu_items_id;
    if (payloadDish !== undefined && payloadDish !== null) return refresh([payloadDish]);
    const keys = keysOf(meta);
    if (!keys.length) return undefined;
    const rows = await database('menu_items_files').whereIn('id', keys).select('menu_items_id');
    return refresh(rows.map((row) => row.menu_items_id));
  };
  action('menu_items_files.items.create', safely(fromJunction));
  action('menu_items_files.items.update', safely(fromJunction));
  // A photo's junction row or a file deleted: they are gone by now, so every dish whose cover is
  // not among its photos, or that has photos and no cover, is put right.
  const refreshStale = async () => {
    const photos = () =>
      database('menu_items_files')
        .whereRaw('menu_items_files.menu_items_id = menu_items.id')
        .whereNotNull('menu_items_files.directus_files_id');
    const stale = await database('menu_items')
      .where((q) =>
        q
          .whereNotNull('cover')
          .whereNotExists(photos().whereRaw('menu_items_files.directus_files_id = menu_items.cover')),
      )
      .orWhere((q) => q.whereNull('cover').whereExists(photos()))
      .select('id');
    return refresh(stale.map((row) => row.id));
  };
  action('menu_items_files.items.delete', safely(refreshStale));
  action('files.delete', safely(refreshStale));
};
