/** @vitest-environment jsdom */
/**
 * Every section of the static pages (issue 6) renders from the shipped config in English and
 * Arabic, and a maintainer can reorder or move sections by editing a copy of the config alone.
 */
import { screen, waitFor } from '@testing-library/react';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../build/schema-files.ts';
import { loadSiteConfig } from '../../build/site-config.ts';
import type { LocalizedText, SiteConfig } from '../../src/generated/types';
import { registry } from '../../src/generated/blocks';
import { Sections } from '../../src/render/Sections';
import { renderWithProviders } from './render';

const STATIC_ROUTES = [
  '/about',
  '/about2',
  '/chef',
  '/chef/chef-details',
  '/chef/chef-details2',
  '/menu',
  '/menu2',
  '/gallery',
  '/testimonial',
  '/service',
  '/service/service-details',
  '/faq',
  '/home2',
  '/home3',
];

/** The first piece of copy a block shows, found by walking its content. */
function firstText(node: unknown): LocalizedText | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const record = node as Record<string, unknown>;
  if (typeof record.en === 'string' && typeof record.ar === 'string' && record.en)
    return record as unknown as LocalizedText;
  for (const value of Object.values(record)) {
    const found = firstText(value);
    if (found) return found;
  }
  return undefined;
}

/** What a visitor perceives of an element: its text plus image alternatives and labels. */
function perceived(element: Element): string {
  const labels = [...element.querySelectorAll('[alt], [aria-label]')].map(
    (el) => el.getAttribute('alt') || el.getAttribute('aria-label'),
  );
  return [element.textContent, ...labels].join(' ');
}

let config: SiteConfig;
beforeAll(() => {
  config = loadSiteConfig();
  if (typeof window.matchMedia !== 'function')
    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }),
    });
});

describe('static pages from the shipped config', () => {
  it('has every static route of the spec', () => {
    const paths = config.routes.map((r) => r.path);
    for (const path of STATIC_ROUTES) expect(paths).toContain(path);
    expect(config.routes.find((r) => r.path === '/home2')?.layout).toBe('home2');
    expect(config.routes.find((r) => r.path === '/home3')?.layout).toBe('home3');
  });

  for (const path of STATIC_ROUTES) {
    for (const language of ['en', 'ar'] as const) {
      it(`${path} renders each section with its ${language} copy`, async () => {
        const route = config.routes.find((r) => r.path === path)!;
        renderWithProviders(<Sections sections={route.sections} blocks={registry} />, { language });
        for (const section of route.sections) {
          // The first page loads every block's module for the first time: allow for a busy machine.
          await waitFor(() => expect(document.getElementById(section.id), `${path}#${section.id}`).not.toBeNull(), {
            timeout: 10_000,
          });
          const copy = firstText(section.content);
          if (copy)
            expect(perceived(document.getElementById(section.id)!), `${path}#${section.id}`).toContain(copy[language]);
        }
        expect(screen.queryByText('This section could not be shown.')).toBeNull();
      });
    }
  }
});

describe('a maintainer edits site.config.json alone', () => {
  it('reorders two sections of /about and moves the FAQ block there, on a scratch copy', async () => {
    const raw = JSON.parse(readFileSync(join(ROOT, 'site.config.json'), 'utf8')) as {
      routes: { path: string; sections: { id: string }[] }[];
    };
    const about = raw.routes.find((r) => r.path === '/about')!;
    const faq = raw.routes.find((r) => r.path === '/faq')!;
    const offers = about.sections.findIndex((s) => s.id === 'offers');
    const story = about.sections.findIndex((s) => s.id === 'about');
    [about.sections[offers], about.sections[story]] = [about.sections[story]!, about.sections[offers]!];
    const [moved] = faq.sections.splice(
      faq.sections.findIndex((s) => s.id === 'faq'),
      1,
    );
    about.sections.push(moved!);
    const file = join(mkdtempSync(join(tmpdir(), 'site-config-')), 'site.config.json');
    writeFileSync(file, JSON.stringify(raw));

    const edited = loadSiteConfig({ file });
    const aboutRoute = edited.routes.find((r) => r.path === '/about')!;
    expect(aboutRoute.sections.map((s) => s.id).slice(0, 3)).toEqual(['banner', 'about', 'offers']);
    expect(edited.routes.find((r) => r.path === '/faq')!.sections.map((s) => s.id)).toEqual(['banner']);

    renderWithProviders(<Sections sections={aboutRoute.sections} blocks={registry} />);
    await waitFor(() => expect(document.getElementById('faq')).not.toBeNull());
    await waitFor(() => expect(document.getElementById('offers')).not.toBeNull());
    const order = [...document.querySelectorAll('[data-section] > [id]')]
      .map((el) => el.id)
      .filter((id) => aboutRoute.sections.some((s) => s.id === id));
    expect(order).toEqual(aboutRoute.sections.map((s) => s.id));
    // The FAQ moved there opens its first answer.
    const first = screen.getByRole('heading', { level: 3, name: 'Do I need a reservation?' });
    expect(first.closest('details')!.open).toBe(true);
  });
});
