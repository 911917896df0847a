// npm run schema:apply — create the collections, fields and relations of schema/model.json
// that are missing (never drops anything), with their labels, notes and validation in the admin
// app, and give the site's publisher read access to them. Uses the running CMS, or starts one
// meanwhile. With PREVIEW_URL or PUBLISHER_URL set, the Live Preview addresses are set too.
import { withCms } from './lib/instance.mjs';
import { previewBase } from './lib/preview.mjs';
import { syncPublisherReads } from './lib/publisher-access.mjs';
import { applySchema } from './lib/schema.mjs';
import { log, run } from './lib/cli.mjs';

run(() =>
  withCms(async (client) => {
    const changes = await applySchema(client, { log, previewBase: previewBase(process.env) });
    return [...changes, ...(await syncPublisherReads(client, { log }))];
  }),
);
