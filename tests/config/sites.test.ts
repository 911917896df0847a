import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../build/site-config.ts';
import { loadSites, SiteListError, validateSiteList } from '../../build/sites.ts';

const config = loadSiteConfig({ env: {} });
const messages = (raw: unknown) => validateSiteList(raw, config).problems.map((p) => `${p.path}: ${p.message}`);
const dir = mkdtempSync(join(tmpdir(), 'sites-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SAFFRON = { slug: 'saffron-house', url: 'https://saffronhouse.example' };
const CEDAR = { slug: 'cedar-grill', url: 'https://cedargrill.example' };
const PARTNER_CMS = { url: 'https://cms.partner.example', tokenEnv: 'PARTNER_TOKEN', secretEnv: 'PARTNER_SECRET' };

describe('the site list (sites.json)', () => {
  it('accepts the shipped list: both demo restaurants, each at its own host name', () => {
    const sites = loadSites({ env: {} });
    expect(sites.map((site) => [site.slug, site.host, site.cms.url, site.cms.tokenEnv])).toEqual([
      ['saffron-house', 'saffron-house.localhost', 'http://127.0.0.1:8055', 'PUBLISHER_TOKEN'],
      ['cedar-grill', 'cedar-grill.localhost', 'http://127.0.0.1:8055', 'PUBLISHER_TOKEN'],
    ]);
    // Saffron House's own words are a file of content/; Cedar Grill's are in the list.
    expect(Object.keys(sites[0]!.words.descriptions ?? {})).toContain('/shop');
    expect(sites[1]!.words.cuisine).toEqual([
      { en: 'Lebanese', ar: 'لبناني' },
      { en: 'Grill', ar: 'مشاوي' },
    ]);
  });

  it('names the site and what is allowed for a bad slug or address', () => {
    expect(messages({ sites: [{ slug: 'Cedar Grill', url: 'https://cedargrill.example/menu/' }] })).toEqual([
      'sites[0] (Cedar Grill).slug: "Cedar Grill" is not valid (Slug of the restaurant record in its CMS (lower-case words joined by hyphens).)',
      expect.stringMatching(
        /^sites\[0\] \(Cedar Grill\)\.url: "https:\/\/cedargrill\.example\/menu\/" is not valid \(Public address of the site: scheme, host name and an optional port, no path/,
      ),
    ]);
    expect(messages({ sites: [] })).toEqual([expect.stringMatching(/^sites: must NOT have fewer than 1 items/)]);
    expect(messages({ sites: [{ ...SAFFRON, colour: 'red' }] })).toEqual([
      'sites[0] (saffron-house): unknown field "colour"; allowed: slug, url, cms, words, wordsRef',
    ]);
  });

  it('refuses a restaurant listed twice, and two sites on one host name', () => {
    expect(
      messages({
        sites: [
          SAFFRON,
          { ...SAFFRON, url: 'https://other.example' },
          { ...CEDAR, url: 'https://saffronhouse.example:8443' },
        ],
      }),
    ).toEqual([
      'sites[1] (saffron-house).slug: "saffron-house" is listed twice (sites[0])',
      "sites[2] (cedar-grill).url: the host name saffronhouse.example is already sites[0]'s: each site needs a host name of its own",
    ]);
  });

  it('refuses words for a route the site config does not have, and checks words in a file', () => {
    expect(
      messages({ sites: [{ ...SAFFRON, words: { descriptions: { '/catering': { en: 'x', ar: 'y' } } } }] }),
    ).toEqual(['sites[0] (saffron-house).words.descriptions: "/catering" is not a route of site.config.json']);
    expect(messages({ sites: [{ ...SAFFRON, wordsRef: 'sites/no-such-restaurant.json' }] })).toEqual([
      'sites[0] (saffron-house).wordsRef: content/sites/no-such-restaurant.json does not exist',
    ]);
    expect(messages({ sites: [{ ...SAFFRON, wordsRef: 'sites/saffron-house.json', words: {} }] })).toEqual([
      'sites[0] (saffron-house).wordsRef: use either "words" or "wordsRef", not both',
    ]);
    const contentDir = mkdtempSync(join(dir, 'content-'));
    writeFileSync(join(contentDir, 'bad.json'), JSON.stringify({ cuisine: 'Lebanese' }));
    expect(
      validateSiteList({ sites: [{ ...SAFFRON, wordsRef: 'bad.json' }] }, config, contentDir).problems.map(
        (p) => `${p.path}: ${p.message}`,
      ),
    ).toEqual(['sites[0] (saffron-house).wordsRef: content/bad.json.cuisine: must be array, got string']);
  });

  it('gives each CMS one token and one notice secret, its own', () => {
    expect(
      validateSiteList({ sites: [SAFFRON, { ...CEDAR, cms: PARTNER_CMS }] }, config).sites!.map((site) => site.cms),
    ).toEqual([
      { url: 'http://127.0.0.1:8055', tokenEnv: 'PUBLISHER_TOKEN', secretEnv: 'PUBLISH_SECRET' },
      PARTNER_CMS,
    ]);
    expect(
      messages({
        sites: [
          { ...SAFFRON, cms: PARTNER_CMS },
          { ...CEDAR, cms: { ...PARTNER_CMS, secretEnv: 'OTHER_SECRET' } },
        ],
      }),
    ).toEqual([
      "sites[1] (cedar-grill).cms: https://cms.partner.example is sites[0]'s CMS, with PARTNER_TOKEN and PARTNER_SECRET: every site of one CMS names the same variables",
    ]);
    expect(messages({ sites: [SAFFRON, { ...CEDAR, cms: { ...PARTNER_CMS, secretEnv: 'PUBLISH_SECRET' } }] })).toEqual([
      'sites[1] (cedar-grill).cms.secretEnv: PUBLISH_SECRET is already the notice secret of http://127.0.0.1:8055: each CMS needs its own, so that the publisher knows which CMS a notice came from',
    ]);
  });

  it('lets RESTAURANT_SLUG and SITE_URL set a single site, and says why not for several', () => {
    const one = join(dir, 'one.json');
    writeFileSync(one, JSON.stringify({ sites: [SAFFRON] }));
    const [site] = loadSites({
      file: one,
      env: { SITE_URL: 'https://www.saffronhouse.sa', RESTAURANT_SLUG: 'cedar-grill' },
    });
    expect([site!.slug, site!.url, site!.host]).toEqual([
      'cedar-grill',
      'https://www.saffronhouse.sa',
      'www.saffronhouse.sa',
    ]);
    expect(() => loadSites({ env: { SITE_URL: 'https://www.saffronhouse.sa' } })).toThrow(SiteListError);
    expect(() => loadSites({ env: { RESTAURANT_SLUG: 'cedar-grill' } })).toThrow(
      /✖ sites: RESTAURANT_SLUG sets the one site of a list of one, and this list has 2: set each site's slug and url in the list instead/,
    );
    // A command for one site of several takes that one, and SITE_URL is its address.
    expect(loadSites({ env: { SITE_URL: 'https://cedar.example' }, only: 'cedar-grill' }).map((s) => s.url)).toEqual([
      'https://cedar.example',
    ]);
    expect(() => loadSites({ env: {}, only: 'nowhere' })).toThrow(
      /there is no site "nowhere"; its sites: saffron-house, cedar-grill/,
    );
  });

  it('says how to start when there is no list, and where a list is not JSON', () => {
    expect(() => loadSites({ file: join(dir, 'missing.json') })).toThrow(
      /\(file\): there is no site list: list the sites/,
    );
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ "sites": [');
    expect(() => loadSites({ file: broken })).toThrow(SiteListError);
  });
});
