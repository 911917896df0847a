import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlannedPage } from './plan-pages';
import { inlineStyles } from './styles';

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
  bootModules: { entry: '/assets/index.js', modules: [], sections: {}, fonts: [] },
  htmlAttributes: ' lang="en" dir="ltr"',
});
const SHOP = ['/assets/Banner-a1.css', '/assets/Menu-b2.css', '/assets/brand-c3.css', '/assets/index-d4.css'];

/** A head's inline styles, and its <link rel="stylesheet"> tags: enabled (fetched) and disabled ones. */
function stylesOf(head: string) {
  const tags = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"( disabled)?>/g)];
  return {
    inline: [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((tag) => tag[1]!),
    enabled: tags.filter((tag) => !tag[2]).map((tag) => tag[1]!),
    disabled: tags.filter((tag) => tag[2]).map((tag) => tag[1]!),
  };
}

/** The CSP hash of a text, computed here apart from the step's own. */
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('the styles step', () => {
  it('inlines the parts in their order as one style, and keeps the parts as disabled links', async () => {
    const [shop] = await inlineStyles({ pages: [page('/shop', SHOP)], outDir: dir });
    expect(shop!.head.startsWith(HEAD)).toBe(true);
    const { inline, enabled, disabled } = stylesOf(shop!.head);
    // Nothing to fetch before the first paint.
    expect(enabled).toEqual([]);
    // The parts, in the order they cascaded in; the source map comment of a part is dropped.
    expect(inline).toEqual([
      '.banner{color:red}\n.menu{color:blue}\nhtml:root{--root-theme:#1B6E5A}\n' +
        '@font-face{src:url(/assets/font-e5.woff2)}.menu{color:green}\n',
    ]);
    // The page's policy names that very text.
    expect(shop!.styleHash).toBe(sha256(inline[0]!));
    // Named, never fetched: Vite's preload helper finds them loaded when a lazy section asks.
    expect(disabled).toEqual(SHOP);
    expect(shop!.head.match(/ disabled>/g)).toHaveLength(SHOP.length);
    // No file is written for it.
    expect((await readdir(join(dir, 'assets'))).filter((name) => name.startsWith('page-'))).toEqual([]);
  });

  it('keeps a closing tag in the CSS from ending the style early, and hashes what the browser reads', async () => {
    await writeFile(join(dir, 'assets', 'odd-h8.css'), '.x::after{content:"</style><script>"}\r\n.y{color:red}');
    const [odd] = await inlineStyles({ pages: [page('/odd', ['/assets/odd-h8.css'])], outDir: dir });
    const [text] = stylesOf(odd!.head).inline;
    expect(text).toBe('.x::after{content:"<\\/style><script>"}\n.y{color:red}\n');
    expect(odd!.head.match(/<\/style>/g)).toHaveLength(1);
    expect(odd!.styleHash).toBe(sha256(text!));
  });

  it('gives pages with the same parts the same style and hash, and another order another', async () => {
    const pages = await inlineStyles({
      pages: [page('/shop', SHOP), page('/ar/shop', SHOP), page('/contact', SHOP.slice(1))],
      outDir: dir,
    });
    const [shop, arShop, contact] = pages.map((planned) => planned.styleHash) as [string, string, string];
    expect(arShop).toBe(shop);
    expect(contact).not.toBe(shop);
    const [reordered] = await inlineStyles({ pages: [page('/x', [...SHOP].reverse())], outDir: dir });
    expect(reordered!.styleHash).not.toBe(shop);
  });

  it('reads a part from the first folder that has it (the preview: its own folder, then the build)', async () => {
    const own = await mkdtemp(join(tmpdir(), 'styles-step-own-'));
    try {
      await mkdir(join(own, 'assets'));
      await writeFile(join(own, 'assets', 'brand-c3.css'), 'html:root{--root-theme:#000000}\n');
      const [shop] = await inlineStyles({ pages: [page('/shop', SHOP)], outDir: own, sources: [own, dir] });
      const [css] = stylesOf(shop!.head).inline;
      expect(css).toContain('--root-theme:#000000');
      expect(css).toContain('.banner{color:red}');
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('stops on a part that is missing or cannot be combined, rather than publish a page without styles', async () => {
    await expect(
      inlineStyles({ pages: [page('/shop', [...SHOP, '/assets/gone-f6.css'])], outDir: dir }),
    ).rejects.toThrow('/assets/gone-f6.css is not in the build');
    await writeFile(join(dir, 'assets', 'import-g7.css'), '@import url(/assets/x.css);');
    await expect(inlineStyles({ pages: [page('/shop', ['/assets/import-g7.css'])], outDir: dir })).rejects.toThrow(
      /@import/,
    );
    await expect(inlineStyles({ pages: [page('/shop', ['/../secret.css'])], outDir: dir })).rejects.toThrow(
      /not a stylesheet of \/assets\//,
    );
  });

  it('leaves a page without stylesheets as it is', async () => {
    const bare = page('/bare', []);
    expect(await inlineStyles({ pages: [bare], outDir: dir })).toEqual([bare]);
  });
});
