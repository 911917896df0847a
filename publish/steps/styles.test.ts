import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlannedPage } from './plan-pages';
import { combineStyles } from './styles';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'styles-step-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'assets', 'Banner-a1.css'),
    '.banner{color:red}\n/*# sourceMappingURL=Banner-a1.css.map */',
  );
  await writeFile(join(dir, 'assets', 'Menu-b2.css'), '.menu{color:blue}');
  await writeFile(join(dir, 'assets', 'brand-c3.css'), 'html:root{--root-theme:#1B6E5A}\n');
  await writeFile(
    join(dir, 'assets', 'index-d4.css'),
    '@font-face{src:url(/assets/font-e5.woff2)}.menu{color:green}\n',
  );
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const HEAD = '<title>Menu</title>\n    <script type="module" src="/assets/boot.js"></script>';
const page = (address: string, stylesheets: string[]): PlannedPage => ({
  address,
  language: 'en',
  head: HEAD,
  stylesheets,
  bootModules: { entry: '/assets/index.js', modules: [], sections: {} },
  htmlAttributes: ' lang="en" dir="ltr"',
});
const SHOP = ['/assets/Banner-a1.css', '/assets/Menu-b2.css', '/assets/brand-c3.css', '/assets/index-d4.css'];

/** The <link rel="stylesheet"> tags of a head: enabled (fetched) and disabled ones. */
function stylesheetsOf(head: string) {
  const tags = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"( disabled)?>/g)];
  return {
    enabled: tags.filter((tag) => !tag[2]).map((tag) => tag[1]!),
    disabled: tags.filter((tag) => tag[2]).map((tag) => tag[1]!),
  };
}

describe('the styles step', () => {
  it('links one stylesheet per page, the parts in their order, and keeps the parts as disabled links', async () => {
    const [shop] = await combineStyles({ pages: [page('/shop', SHOP)], outDir: dir });
    expect(shop!.head.startsWith(HEAD)).toBe(true);
    const { enabled, disabled } = stylesheetsOf(shop!.head);
    expect(enabled).toHaveLength(1);
    expect(enabled[0]).toMatch(/^\/assets\/page-[0-9a-f]{10}\.css$/);
    // The parts, in the order they cascaded in; the source map comment of a part is dropped.
    expect(readFileSync(join(dir, enabled[0]!), 'utf8')).toBe(
      '.banner{color:red}\n.menu{color:blue}\nhtml:root{--root-theme:#1B6E5A}\n' +
        '@font-face{src:url(/assets/font-e5.woff2)}.menu{color:green}\n',
    );
    // Named, never fetched: Vite's preload helper finds them loaded when a lazy section asks.
    expect(disabled).toEqual(SHOP);
    expect(shop!.head.match(/ disabled>/g)).toHaveLength(SHOP.length);
  });

  it('writes one file per distinct list of parts, named by its content', async () => {
    const pages = await combineStyles({
      pages: [page('/shop', SHOP), page('/ar/shop', SHOP), page('/contact', SHOP.slice(1))],
      outDir: dir,
    });
    const [shop, arShop, contact] = pages.map((planned) => stylesheetsOf(planned.head).enabled[0]!) as [
      string,
      string,
      string,
    ];
    expect(arShop).toBe(shop);
    expect(contact).not.toBe(shop);
    expect((await readdir(join(dir, 'assets'))).filter((name) => name.startsWith('page-')).sort()).toEqual(
      [shop, contact].map((href) => href.replace('/assets/', '')).sort(),
    );
    // Another order is another cascade, and another file.
    const [reordered] = await combineStyles({ pages: [page('/x', [...SHOP].reverse())], outDir: dir });
    expect(stylesheetsOf(reordered!.head).enabled[0]).not.toBe(shop);
    // The same parts give the same name in the next version: a page linked from the live version
    // finds its stylesheet in the new one as well.
    const next = await mkdtemp(join(tmpdir(), 'styles-step-next-'));
    try {
      await mkdir(join(next, 'assets'));
      const [again] = await combineStyles({ pages: [page('/shop', SHOP)], outDir: next, sources: [dir] });
      const href = stylesheetsOf(again!.head).enabled[0]!;
      expect(href).toBe(shop);
      expect(existsSync(join(next, href))).toBe(true);
    } finally {
      await rm(next, { recursive: true, force: true });
    }
  });

  it('reads a part from the first folder that has it (the preview: its own folder, then the build)', async () => {
    const own = await mkdtemp(join(tmpdir(), 'styles-step-own-'));
    try {
      await mkdir(join(own, 'assets'));
      await writeFile(join(own, 'assets', 'brand-c3.css'), 'html:root{--root-theme:#000000}\n');
      const [shop] = await combineStyles({ pages: [page('/shop', SHOP)], outDir: own, sources: [own, dir] });
      const css = readFileSync(join(own, stylesheetsOf(shop!.head).enabled[0]!), 'utf8');
      expect(css).toContain('--root-theme:#000000');
      expect(css).toContain('.banner{color:red}');
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('stops on a part that is missing or cannot be combined, rather than publish a page without styles', async () => {
    await expect(
      combineStyles({ pages: [page('/shop', [...SHOP, '/assets/gone-f6.css'])], outDir: dir }),
    ).rejects.toThrow('/assets/gone-f6.css is not in the build');
    await writeFile(join(dir, 'assets', 'import-g7.css'), '@import url(/assets/x.css);');
    await expect(combineStyles({ pages: [page('/shop', ['/assets/import-g7.css'])], outDir: dir })).rejects.toThrow(
      /@import/,
    );
    await expect(combineStyles({ pages: [page('/shop', ['/../secret.css'])], outDir: dir })).rejects.toThrow(
      /not a stylesheet of \/assets\//,
    );
  });

  it('leaves a page without stylesheets as it is', async () => {
    const bare = page('/bare', []);
    expect(await combineStyles({ pages: [bare], outDir: dir })).toEqual([bare]);
  });
});
