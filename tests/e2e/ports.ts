/**
 * Loopback ports of the end-to-end run, away from the developer's own CMS (8055) and Vite (5173).
 * E2E_CMS_PORT / E2E_SITE_PORT let several runs share a machine.
 */
export const E2E = {
  cmsPort: Number(process.env.E2E_CMS_PORT ?? 8156),
  sitePort: Number(process.env.E2E_SITE_PORT ?? 4174),
  /** The publisher of the site the tests open. */
  publisherPort: Number(process.env.E2E_SITE_PORT ?? 4174) + 40,
} as const;
