import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every font stack of the site's stylesheets reaches a stand-in named by local() before any system
 * family (src/perf/font-stand-in.css). On Linux, a family the page names by its system name costs
 * a lookup and, for each size of text set in it, a render-settings request to the browser process
 * while the page is laid out; the stand-ins cost neither.
 */
const SRC = join(__dirname, '..');
/** The web fonts the site bundles (src/main.tsx imports their @font-face rules from npm). */
const WEB_FONTS = ['Cairo Variable', 'Playfair Display'];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const sheets = cssFiles(SRC).map((path) => ({
  file: relative(SRC, path),
  css: readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
}));

const families = (stack: string) => stack.split(',').map((name) => name.trim().replace(/^['"]|['"]$/g, ''));

/** The stand-ins: families whose every @font-face takes its file from the system by local(). */
const standIns = new Map<string, boolean>();
for (const { css } of sheets)
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const family = /font-family:\s*([^;]+);/.exec(body!)?.[1];
    const src = /src:\s*([^;]+);/.exec(body!)?.[1] ?? '';
    if (!family) continue;
    const name = families(family)[0]!;
    const local = src.split(/,(?![^(]*\))/).every((source) => /^\s*local\(/.test(source));
    standIns.set(name, (standIns.get(name) ?? true) && local);
  }

/** Each `font-family` and `--font-…` value, with the custom properties it names written out. */
const custom = new Map<string, string[]>();
for (const { css } of sheets)
  for (const [, name, value] of css.matchAll(/(--font-[\w-]+):\s*([^;]+);/g))
    custom.set(name!, [...(custom.get(name!) ?? []), value!.trim()]);

function expand(value: string): string[] {
  const ref = /var\((--font-[\w-]+)\)/.exec(value);
  if (!ref) return [value];
  return (custom.get(ref[1]!) ?? []).flatMap((inner) => expand(value.replace(ref[0], inner)));
}

const stacks = sheets.flatMap(({ file, css }) =>
  [...css.matchAll(/(?:font-family|--font-[\w-]+):\s*([^;]+);/g)]
    .filter((match) => !/@font-face\s*{[^}]*$/.test(css.slice(0, match.index)))
    .flatMap(([, value]) => expand(value!.trim()).map((stack) => ({ file, stack }))),
);

describe('font stacks', () => {
  it('finds the stand-ins and the stacks to check', () => {
    expect([...standIns].filter(([, local]) => local).map(([name]) => name)).toEqual(
      expect.arrayContaining(['Cairo Stand-in', 'Title Stand-in']),
    );
    expect(stacks.length).toBeGreaterThan(5);
  });

  it('names a local() stand-in before any system family', () => {
    const late = stacks.filter(({ stack }) => {
      const names = families(stack);
      const first = names.findIndex((name) => !WEB_FONTS.includes(name));
      return first !== -1 && !standIns.get(names[first]!) && !/^(inherit|initial|unset|var\()/.test(names[first]!);
    });
    expect(late).toEqual([]);
  });
});
