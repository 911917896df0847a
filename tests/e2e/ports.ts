/**
 * Loopback ports of the end-to-end run, away from the developer's own CMS (8055) and Vite (5173).
 * E2E_CMS_PORT / E2E_SITE_PORT let several runs share a machine.
 */
export const E2E = {
  cmsPort: Number(process.env.E2E_CMS_PORT ?? 8156),
  sitePort: Number(process.env.E2E_SITE_PORT ?? 4174),
  /** The publisher of the site the tests open. */
  publisherPort: Number(process.env.E2E_SITE_PORT ?? 4174) + 40,
  /**
   * The publisher that the CMS's notice hook (cms/extensions) tells of every save: publish.e2e.ts
   * runs one there; the rest of the time nothing listens and the notices fail quietly.
   */
  noticePort: Number(process.env.E2E_SITE_PORT ?? 4174) + 10,
} as const;

/** The secret the CMS's notice hook sends to the publisher at `E2E.noticePort`. */
export const NOTICE_SECRET = 'e2e-publish-secret-of-some-length';
