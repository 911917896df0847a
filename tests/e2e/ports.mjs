/**
 * Every loopback port the end-to-end run listens on, away from the developer's own CMS (8055)
 * and site (5173). E2E_CMS_PORT / E2E_SITE_PORT move them, so several runs can share a machine;
 * the others are offsets from those two. Plain JavaScript, so that scripts/test-deps.mjs can
 * check them all (before the slow test tiers) without a TypeScript loader; tests import
 * tests/e2e/ports.ts.
 */
const env = (name, fallback) => Number(process.env[name] ?? fallback);

const cmsPort = env('E2E_CMS_PORT', 8156);
const sitePort = env('E2E_SITE_PORT', 4174);

export const E2E = {
  cmsPort,
  sitePort,
  /** The publisher of the site the tests open (global-setup.ts). */
  publisherPort: sitePort + 40,
  /**
   * The publisher that the CMS's notice hook (cms/extensions) tells of every save:
   * publish.e2e.ts, owner-tasks.e2e.ts and owner-preview.e2e.ts (whose Live Preview it also
   * renders: the CMS's preview_url points there) run one there in turn; the rest of the time nothing
   * listens and the notices fail quietly.
   */
  noticePort: sitePort + 10,
  /** publish.e2e.ts: its own site. */
  publishTestSitePort: sitePort + 11,
  /** owner-tasks.e2e.ts: its own site. */
  ownerTasksSitePort: sitePort + 12,
  /** owner-preview.e2e.ts: its own site (its previews come from the notice publisher). */
  ownerPreviewSitePort: sitePort + 13,
  /** nginx.e2e.ts: a publisher and nginx. */
  nginxPublisherPort: sitePort + 20,
  nginxPort: sitePort + 21,
  /** publish-crash.e2e.ts: the publisher service it kills. */
  crashPublisherPort: sitePort + 30,
  /** newcomer.e2e.ts: `npm start` of a scratch clone (its site, CMS and publisher). */
  newcomerSitePort: sitePort + 50,
  newcomerCmsPort: sitePort + 51,
  newcomerPublisherPort: sitePort + 52,
  /** A copy of the CMS that one test at a time starts (tests/e2e/cms-copy.ts). */
  copyCmsPort: cmsPort + 1,
  /** sites.e2e.ts: the second CMS of a publisher fed by two (a copy of the CMS). */
  secondCmsPort: cmsPort + 2,
  /** sites.e2e.ts: nginx serving the suite's sites by host name. */
  sitesNginxPort: sitePort + 23,
  /** sites.e2e.ts: the sites of the publisher fed by two CMSs. */
  twoCmsSitePort: sitePort + 24,
  /** publishers.e2e.ts: the PostgreSQL of its shared job queue, and its two publisher services. */
  chaosPostgresPort: cmsPort + 3,
  chaosPublisherPorts: [sitePort + 70, sitePort + 71],
  /** preview-flood.e2e.ts: the publisher service it floods. */
  floodPublisherPort: sitePort + 60,
  /** cms-down.e2e.ts: the fault proxy in front of the CMS, its site and publisher. */
  faultProxyPort: env('E2E_FAULT_PROXY_PORT', cmsPort + 100),
  faultSitePort: env('E2E_FAULT_SITE_PORT', sitePort + 100),
  faultPublisherPort: env('E2E_FAULT_SITE_PORT', sitePort + 100) + 1,
};

/** The secret the CMS's notice hook sends to the publisher at `E2E.noticePort`. */
export const NOTICE_SECRET = 'e2e-publish-secret-of-some-length';

/**
 * What each port is for and the variable that moves it, for scripts/ports.mjs.
 * @returns {{ port: number, variable: string, what: string }[]}
 */
export function e2ePortUses() {
  const site = (port, what) => ({
    port,
    variable: 'E2E_SITE_PORT',
    what: port === sitePort ? what : `${what}, E2E_SITE_PORT + ${port - sitePort}`,
  });
  return [
    { port: E2E.cmsPort, variable: 'E2E_CMS_PORT', what: 'the end-to-end CMS' },
    { port: E2E.copyCmsPort, variable: 'E2E_CMS_PORT', what: 'a copy of the end-to-end CMS, E2E_CMS_PORT + 1' },
    { port: E2E.secondCmsPort, variable: 'E2E_CMS_PORT', what: 'a second CMS of sites.e2e.ts, E2E_CMS_PORT + 2' },
    site(E2E.sitePort, 'the end-to-end site'),
    site(E2E.publisherPort, "the end-to-end site's publisher"),
    site(E2E.noticePort, 'the publisher of publish.e2e.ts, owner-tasks.e2e.ts and owner-preview.e2e.ts'),
    site(E2E.publishTestSitePort, 'publish.e2e.ts'),
    site(E2E.ownerTasksSitePort, 'owner-tasks.e2e.ts'),
    site(E2E.ownerPreviewSitePort, 'owner-preview.e2e.ts'),
    site(E2E.nginxPublisherPort, 'nginx.e2e.ts'),
    site(E2E.nginxPort, 'nginx.e2e.ts'),
    site(E2E.sitesNginxPort, 'sites.e2e.ts'),
    site(E2E.twoCmsSitePort, 'sites.e2e.ts'),
    site(E2E.crashPublisherPort, 'publish-crash.e2e.ts'),
    site(E2E.newcomerSitePort, 'newcomer.e2e.ts'),
    site(E2E.newcomerCmsPort, 'newcomer.e2e.ts'),
    site(E2E.newcomerPublisherPort, 'newcomer.e2e.ts'),
    site(E2E.floodPublisherPort, 'preview-flood.e2e.ts'),
    { port: E2E.chaosPostgresPort, variable: 'E2E_CMS_PORT', what: 'publishers.e2e.ts, E2E_CMS_PORT + 3' },
    ...E2E.chaosPublisherPorts.map((port) => site(port, 'publishers.e2e.ts')),
    {
      port: E2E.faultProxyPort,
      variable: process.env.E2E_FAULT_PROXY_PORT ? 'E2E_FAULT_PROXY_PORT' : 'E2E_CMS_PORT',
      what: 'cms-down.e2e.ts',
    },
    {
      port: E2E.faultSitePort,
      variable: process.env.E2E_FAULT_SITE_PORT ? 'E2E_FAULT_SITE_PORT' : 'E2E_SITE_PORT',
      what: 'cms-down.e2e.ts',
    },
    {
      port: E2E.faultPublisherPort,
      variable: process.env.E2E_FAULT_SITE_PORT ? 'E2E_FAULT_SITE_PORT' : 'E2E_SITE_PORT',
      what: 'cms-down.e2e.ts',
    },
  ];
}
