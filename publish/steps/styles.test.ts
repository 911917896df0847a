import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlannedPage } from './plan-pages';
import { fitStyles, inlineStyles } from './styles';

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
  strings: { language: 'en', areas: ['common'], messages: { 'header.openMenu': 'Open menu' } },
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

describe("fitting a page's first view to its HTML", () => {
  // A carousel's generated layout classes, the header's variants, and rules of classes any page may gain in the browser.
  const CAROUSEL =
    '.carousel-spv-1{--carousel-per-view:1}.carousel-spv-2{--carousel-per-view:2}' +
    '@media (min-width:768px){.carousel-spv-768-2{--carousel-per-view:2}.carousel-spv-768-3{--carousel-per-view:3}}' +
    '@media (min-width:992px){.carousel-still .carousel-dot-hide-992,.carousel-still .carousel-dots-hide-992{display:none}}' +
    '.site-header--classic .bar{padding:1rem}.site-header--centered .bar,.site-header--centered .nav{text-align:center}' +
    '.menu-card--sold-out{opacity:.5}.section:not(.carousel-spv-2){margin:0}\n';
  const fitted = async (body: string) => {
    await writeFile(join(dir, 'assets', 'carousel-k9.css'), CAROUSEL);
    const [planned] = await inlineStyles({ pages: [page('/', ['/assets/carousel-k9.css'])], outDir: dir });
    return { planned: planned!, page: fitStyles(planned!, body) };
  };

  it('leaves out the rules of classes fixed at prerender that the page does not use', async () => {
    const { page: home } = await fitted(
      '<header class="site-header site-header--classic"><div class="bar"></div></header>' +
        '<div class="swiper carousel-still carousel-spv-1 carousel-spv-768-2"><div class="carousel-dots-hide-992"></div></div>',
    );
    const [css] = stylesOf(home.head).inline;
    expect(css).toBe(
      '.carousel-spv-1{--carousel-per-view:1}' +
        '@media (min-width:768px){.carousel-spv-768-2{--carousel-per-view:2}}' +
        '@media (min-width:992px){.carousel-still .carousel-dots-hide-992{display:none}}' +
        '.site-header--classic .bar{padding:1rem}' +
        // Not fixed at prerender (a dish sells out while the page is open), or named only in :not().
        '.menu-card--sold-out{opacity:.5}.section:not(.carousel-spv-2){margin:0}\n',
    );
    // The policy names the fitted text, and the parts stay named once, disabled.
    expect(home.styleHash).toBe(sha256(css!));
    expect(stylesOf(home.head).disabled).toEqual(['/assets/carousel-k9.css']);
    expect(home.head.startsWith(HEAD)).toBe(true);
    expect(home.head.match(/<style>/g)).toHaveLength(1);
  });

  it('drops a media query left empty', async () => {
    const { page: plain } = await fitted(
      '<header class="site-header site-header--centered"><nav class="nav"></nav></header>',
    );
    const [css] = stylesOf(plain.head).inline;
    expect(css).not.toContain('@media');
    expect(css).not.toContain('carousel-spv-1{');
    expect(css).toContain('.site-header--centered .bar,.site-header--centered .nav{text-align:center}');
  });

  it('returns a page that uses every such class as it was', async () => {
    const { planned, page: full } = await fitted(
      '<i class="carousel-spv-1 carousel-spv-2 carousel-spv-768-2 carousel-spv-768-3 carousel-dot-hide-992 ' +
        'carousel-dots-hide-992 site-header--classic site-header--centered"></i>',
    );
    expect(full).toBe(planned);
  });
});
