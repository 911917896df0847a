import { describe, expect, it } from 'vitest';
import { fillTemplate, withStylePolicy, type PageParts } from './page-template.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#EB0029" />
    <title>Saffron House</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const parts = (over: Partial<PageParts> = {}): PageParts => ({
  htmlAttributes: ' lang="ar" dir="rtl"',
  head: '<title>Menu</title>',
  themeColor: '#0b6e4f',
  body: '<main>dishes</main>',
  afterRoot: '<script type="application/json" id="data">{}</script>',
  ...over,
});

describe('fillTemplate', () => {
  it('puts the page into the template', () => {
    const html = fillTemplate(TEMPLATE, parts());
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<meta name="theme-color" content="#0b6e4f">');
    expect(html).toContain('<title>Menu</title>');
    expect(html).not.toContain('Saffron House');
    expect(html).toContain(
      '<div id="root"><main>dishes</main></div><script type="application/json" id="data">{}</script>\n  </body>',
    );
  });

  // String.replace would read these as patterns: `$&` the match, `$'` and `` $` `` the text after
  // and before it, `$$` one dollar sign.
  it.each(['$&', "$'", '$`', '$$', 'Price $1 $<name>'])('writes CMS text holding %s as typed', (text) => {
    const html = fillTemplate(
      TEMPLATE,
      parts({ head: `<title>${text}</title>`, body: `<h1>${text}</h1>`, afterRoot: `<script>"${text}"</script>` }),
    );
    expect(html).toContain(`<title>${text}</title>`);
    expect(html).toContain(`<div id="root"><h1>${text}</h1></div><script>"${text}"</script>`);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it("moves the priority image's preload from the start of the page to the head, before the head's tags", () => {
    const preload =
      '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/media/a/320.avif 320w, /media/a/768.avif 768w" imageSizes="100vw"/>';
    const html = fillTemplate(
      TEMPLATE,
      parts({ body: `${preload}<main>dishes <link rel="preload" href="/x"></main>` }),
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`${preload}<title>Menu</title>`);
    // Only the leading run moves: a link inside the page stays where React rendered it.
    expect(html).toContain('<div id="root"><main>dishes <link rel="preload" href="/x"></main></div>');
    expect(html.match(/imageSrcSet/g)).toHaveLength(1);
  });

  it('escapes the theme colour', () => {
    expect(fillTemplate(TEMPLATE, parts({ themeColor: '"><script>' }))).toContain(
      '<meta name="theme-color" content="&quot;&gt;&lt;script&gt;">',
    );
  });

  it('refuses a template without the root element', () => {
    expect(() => fillTemplate('<html><head><title>x</title></head><body></body></html>', parts())).toThrow(
      'no <div id="root"></div>',
    );
  });

  it("names the page's inline styles by hash in its own policy, before any style", () => {
    const html = fillTemplate(
      TEMPLATE,
      parts({ head: '<title>Menu</title><style>a{}</style>', styleHash: 'sha256-AbC+/9=' }),
    );
    const meta = `<meta http-equiv="Content-Security-Policy" content="style-src 'self' 'sha256-AbC+/9='">`;
    expect(html).toContain(`<meta charset="UTF-8" />\n    ${meta}`);
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf('<style>'));
    // A page without one allows no inline style at all.
    expect(fillTemplate(TEMPLATE, parts())).toContain(
      `<meta http-equiv="Content-Security-Policy" content="style-src 'self'">`,
    );
  });

  it('puts the policy first in a head without a charset, and refuses a page without a head', () => {
    expect(withStylePolicy('<html><head lang="en"><title>x</title></head></html>')).toBe(
      `<html><head lang="en">\n    <meta http-equiv="Content-Security-Policy" content="style-src 'self'"><title>x</title></head></html>`,
    );
    expect(() => withStylePolicy('<html><body></body></html>')).toThrow('no <head>');
  });
});
