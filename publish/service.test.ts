import { describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHER_TOKEN } from '../cms/scripts/lib/publisher-access.mjs';
import { LOCAL_PUBLISH_SECRET } from './cli';
import { publisherConfigError, publisherSecretProblems, serviceProblems } from './service';

describe('publisher service settings', () => {
  it('runs on loopback with the local defaults', () => {
    expect(serviceProblems({ CMS_URL: 'http://127.0.0.1:8055' })).toEqual([]);
  });

  it('takes only an http(s) CMS_PUBLIC_URL, the one origin that may frame the previews', () => {
    expect(serviceProblems({ CMS_URL: 'http://127.0.0.1:8055', CMS_PUBLIC_URL: 'http://127.0.0.1:8055' })).toEqual([]);
    expect(serviceProblems({ CMS_URL: 'http://127.0.0.1:8055', CMS_PUBLIC_URL: "'none'" })).toEqual([
      expect.stringMatching(/CMS_PUBLIC_URL must be an http\(s\) address/),
    ]);
  });

  it('refuses the local token and secret in production or beyond loopback, and a missing CMS_URL', () => {
    const local = { PUBLISHER_TOKEN: LOCAL_PUBLISHER_TOKEN, PUBLISH_SECRET: LOCAL_PUBLISH_SECRET };
    for (const env of [
      { ...local, CMS_URL: 'http://10.0.0.2:8055', NODE_ENV: 'production' },
      { ...local, CMS_URL: 'http://10.0.0.2:8055', PUBLISHER_HOST: '0.0.0.0' },
    ]) {
      const problems = serviceProblems(env);
      expect(problems.join('\n')).toMatch(/PUBLISHER_TOKEN/);
      expect(problems.join('\n')).toMatch(/PUBLISH_SECRET/);
    }
    expect(serviceProblems({})).toEqual([expect.stringMatching(/CMS_URL is not set/)]);
    expect(
      serviceProblems({
        CMS_URL: 'http://10.0.0.2:8055',
        NODE_ENV: 'production',
        PUBLISHER_TOKEN: 'a-token-of-its-own',
        PUBLISH_SECRET: 'a-secret-of-its-own-1234',
      }),
    ).toEqual([]);
  });

  it('refuses the local token and secret for a public SITE_URL or CMS_URL, whatever NODE_ENV says', () => {
    // The publisher on loopback beside a CMS on 127.0.0.1, both behind nginx: the site is public.
    const local = { PUBLISHER_TOKEN: LOCAL_PUBLISHER_TOKEN, PUBLISH_SECRET: LOCAL_PUBLISH_SECRET };
    for (const env of [
      { ...local, CMS_URL: 'http://127.0.0.1:8055', SITE_URL: 'https://www.example.com' },
      { CMS_URL: 'http://127.0.0.1:8055', SITE_URL: 'https://www.example.com', NODE_ENV: 'development' },
      { ...local, CMS_URL: 'https://cms.example.com' },
      { ...local, CMS_URL: 'http://192.168.1.5:8055', SITE_URL: 'http://127.0.0.1:4173' },
    ]) {
      const problems = serviceProblems(env);
      expect(problems).toHaveLength(2);
      const message = publisherConfigError(problems).message;
      expect(message).toMatch(/PUBLISHER_TOKEN/);
      expect(message).toMatch(/PUBLISH_SECRET/);
    }
    // Loopback addresses (a developer's machine) keep the defaults working.
    for (const SITE_URL of ['http://127.0.0.1:4173', 'http://localhost:5173', 'http://[::1]:4173'])
      expect(serviceProblems({ ...local, CMS_URL: 'http://localhost:8055', SITE_URL })).toEqual([]);
    expect(
      serviceProblems({
        CMS_URL: 'http://127.0.0.1:8055',
        SITE_URL: 'https://www.example.com',
        PUBLISHER_TOKEN: 'a-token-of-its-own',
        PUBLISH_SECRET: 'a-secret-of-its-own-1234',
      }),
    ).toEqual([]);
  });

  it('counts the public site address of site.config.json as SITE_URL does', () => {
    const local = { CMS_URL: 'http://127.0.0.1:8055', PUBLISHER_TOKEN: LOCAL_PUBLISHER_TOKEN };
    const config = (siteUrl: string) => ({ siteUrl, cms: { url: 'http://127.0.0.1:8055', timeoutMs: 8000 } });
    expect(publisherSecretProblems(local, config('https://www.example.com'))).toHaveLength(2);
    expect(publisherSecretProblems(local, config('http://127.0.0.1:4173'))).toEqual([]);
    // The repository's own config names a loopback address.
    expect(publisherSecretProblems(local)).toEqual([]);
  });
});
