// Live Preview (docs/publishing.md, "Preview"): each previewable collection's `preview_url`
// points Directus's Live Preview at the publisher's /preview/<collection>/<id>, and the admin app
// is allowed to frame that address. The publisher renders the page behind the editor's session.
// The Visual Editor module opens the site's pages at the publisher's /preview/site/ (the
// project's `visual_editor_urls`, set by the admin layer, cms/scripts/lib/admin.mjs).

/**
 * Where editors' browsers reach the publisher's previews: PREVIEW_URL when set (for example the
 * CMS's own host with /preview proxied to the publisher, docs/publishing.md), else the publisher
 * the notice hook tells (PUBLISHER_URL). Null when neither is known.
 */
export function previewBase(env) {
  const base = String(env.PREVIEW_URL || env.PUBLISHER_URL || '').replace(/\/+$/, '');
  if (!base) return null;
  if (!/^https?:\/\/[^/]/.test(base)) throw new Error(`the preview address must be http(s): ${base}`);
  return base;
}

/** The `preview_url` template of a collection: Directus fills `{{id}}` with the item's key. */
export function previewUrlTemplate(base, collection) {
  return `${base}/preview/${collection}/{{id}}`;
}

/**
 * The address the Visual Editor module opens: the site's home page as the publisher previews it,
 * in the editor's admin language; its links lead to the other pages' previews.
 */
export function visualEditorUrl(base) {
  return `${base}/preview/site/`;
}

/**
 * The Directus environment that lets the admin app frame the previews: its Content Security
 * Policy allows frames of its own origin only (child-src 'self'), so the preview's origin is
 * added to frame-src. An explicit CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC wins.
 */
export function previewFrameEnv(env) {
  const base = previewBase(env);
  if (!base || env.CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC) return {};
  return { CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: `'self',${new URL(base).origin}` };
}
