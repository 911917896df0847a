/** @vitest-environment jsdom */
/**
 * Every section of the shipped config that reads CMS data renders with the reads its bindings
 * name. A block hands useSectionData the query of each binding itself, and two reads can give
 * the same type (`services` and `serviceOptions`), so only rendering tells a wrong one: the
 * section would show "This section could not be shown." (and the publish would fail).
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig } from '../../build/site-config.ts';
import type { Section } from '../../src/generated/types';
import { registry } from '../../src/generated/blocks';
import { Sections } from '../../src/render/Sections';
import { fakeMatchMedia } from './matchMedia';
import { renderWithProviders } from './render';

/** The first section of each block type that binds data, with the route it is on. */
function boundSections(): [string, string, Section][] {
  const seen = new Map<string, [string, string, Section]>();
  for (const route of loadSiteConfig().routes)
    for (const section of route.sections)
      if ('data' in section && section.data && !seen.has(section.type))
        seen.set(section.type, [section.type, `${route.path}#${section.id}`, section]);
  return [...seen.values()];
}

const sections = boundSections();

beforeAll(() => {
  if (typeof window.matchMedia !== 'function') window.matchMedia = fakeMatchMedia();
});

describe('sections reading CMS data, from the shipped config', () => {
  it('finds the blocks that bind data', () => expect(sections.length).toBeGreaterThanOrEqual(10));

  it.each(sections)('%s (%s) renders with the reads its bindings name', async (_type, _where, section) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<Sections sections={[section]} blocks={registry} />);
    // The first render loads the block's module: allow for a busy machine.
    const failed = () => screen.queryByText('This section could not be shown.');
    await waitFor(() => expect(document.getElementById(section.id) ?? failed()).not.toBeNull(), { timeout: 10_000 });
    expect(
      failed(),
      errors.mock.calls
        .filter(([first]) => String(first).startsWith('[section'))
        .map((call) => call.map(String).join(' '))
        .join('\n'),
    ).toBeNull();
  });
});
