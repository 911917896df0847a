// The seed's pictures: what each demo record of cms/seed/ looks like (dishes, hero slides,
// offers, services, team and reviewer portraits, banners, logos), drawn as SVG by the
// project's one art engine in scripts/art/lib/ — the same engine that draws the site's bundled
// illustrations (scripts/art/generate.mjs, public/assets/img/CREDITS.md). The engine lives with
// the art script at the top of the repository because it serves both; it is plain .mjs with no
// dependencies, so this file imports it directly (the CMS runs from the repository checkout).
//
// Deterministic: each picture has its own seed string, so the same spec always gives the same
// SVG (cms/test/unit.test.mjs checks). No text is drawn, so nothing depends on installed fonts.
// cms/scripts/lib/images.mjs renders these to WebP with sharp.
import { Ctx, url } from '../../scripts/art/lib/core.mjs';
import { HAIR, SKIN, avatar, chef } from '../../scripts/art/lib/people.mjs';
import {
  buffet,
  coffeePour,
  dishScene,
  flowerMarkInner,
  heroDish,
  interior,
  privateEvent,
  scatter,
  tableSpread,
  tilePattern,
} from '../../scripts/art/lib/scenes.mjs';
import { cedarMarkInner } from '../../scripts/art/lib/brand.mjs';

/** A dish on a table, `spec.kind` naming one of the engine's dishes (scripts/art/lib/food.mjs). */
export function dishSvg(spec, { width = 800, height = 600, variant = 0, transparent = false } = {}) {
  const c = new Ctx(width, height, `seed:${spec.seed ?? spec.kind}-${variant}`);
  if (transparent) return c.doc(heroDish(spec.kind, spec.plate)(c));
  const surfaces = spec.surfaces ?? ['darkwood', 'linen', 'slate'];
  const bg = surfaces[variant % surfaces.length];
  return c.doc(dishScene(c, spec.kind, width, height, { bg, container: spec.plate }));
}

/** An offer card picture: a dish on a round badge in the restaurant's colours. */
export function offerSvg({ dish, seed, colors, size = 600 }) {
  const c = new Ctx(size, size, `seed:${seed}`);
  const [theme, theme2] = colors;
  const badge = `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.48}" fill="${url(c.rad([theme2, theme]))}"/>`;
  return c.doc(badge + heroDish(dish.kind, dish.plate)(c), { bg: '#FFF7EC' });
}

/** A banner or hero background: the star tile on a dark gradient, glows and scattered spices. */
export function patternSvg({ width = 1920, height = 800, colors, seed = 'pattern', glow = true }) {
  const c = new Ctx(width, height, `seed:${seed}`);
  const [dark, mid, theme, accent] = colors;
  let s = `<rect width="${width}" height="${height}" fill="${url(c.lin([dark, mid], 0, 0, 1, 1))}"/>`;
  s += `<rect width="${width}" height="${height}" fill="${url(tilePattern(c, 120, accent, 0.16, 2))}"/>`;
  if (glow) {
    s += `<circle cx="${width * 0.72}" cy="${height * 0.45}" r="${height * 0.75}" fill="${url(
      c.rad([
        [theme, 0, 0.55],
        [theme, 1, 0],
      ]),
    )}"/>`;
    s += `<circle cx="${width * 0.15}" cy="${height * 0.9}" r="${height * 0.6}" fill="${url(
      c.rad([
        [accent, 0, 0.35],
        [accent, 1, 0],
      ]),
    )}"/>`;
  }
  s += scatter(c, width, height, 60, null, ['saffron', 'cardamom', 'pepper', 'spice']);
  return c.doc(s);
}

const EMBLEMS = {
  crocus: (size, [primary]) => flowerMarkInner(size * 0.3, '#B48AE6', primary),
  cedar: (size, [primary, secondary]) => cedarMarkInner(size * 0.36, primary, secondary),
};

/** A round logo badge: the restaurant's emblem on its ink colour. */
export function logoSvg({ emblem, colors, size = 400 }) {
  const c = new Ctx(size, size, `seed:logo-${emblem}`);
  const [, secondary, ink] = colors;
  const h = size / 2;
  let s = `<circle cx="${h}" cy="${h}" r="${h * 0.96}" fill="${ink}"/>`;
  s += `<circle cx="${h}" cy="${h}" r="${h * 0.86}" fill="none" stroke="${secondary}" stroke-width="${size * 0.02}"/>`;
  s += `<g transform="translate(${h} ${h})">${EMBLEMS[emblem](size, colors)}</g>`;
  return c.doc(s);
}

const HIJABS = ['#6D2E46', '#2F4858', '#7A5C3A', '#3D405B'];
const SHIRTS = ['#2F4858', '#5B3A24', '#3A5A40', '#6D2E46'];

/**
 * A person: a chef-style bust for the team (portrait format), a round avatar for reviewers
 * (square format). outfit: chef | shirt | thobe; headwear: chef | hijab | shemagh | none.
 */
export function portraitSvg({
  seed,
  width = 600,
  height = 700,
  outfit = 'chef',
  headwear = 'none',
  skin = 1,
  beard = false,
  colors = ['#2B1A12', '#D9480F'],
}) {
  const c = new Ctx(width, height, `seed:${seed}`);
  const r = c.r;
  const person = { skin: SKIN[skin] ?? SKIN[1], hairCol: r.pick(HAIR.slice(0, 3)), beard };
  if (headwear === 'hijab') person.hijab = r.pick(HIJABS);
  const shirt = outfit === 'thobe' ? '#FFFFFF' : outfit === 'chef' ? '#F7F5F0' : r.pick(SHIRTS);
  if (width === height) {
    const ghutra = headwear === 'shemagh' ? '#B3261E' : undefined;
    const face = { ...person, bg: colors[1], shirt, thobe: outfit === 'thobe', ghutra, hairTop: headwear === 'none' };
    return c.doc(avatar(c, width, face));
  }
  const hat = { chef: 'toque', hijab: outfit === 'chef' ? 'hijabcap' : null }[headwear] ?? null;
  const bust = {
    ...person,
    bg: colors[1],
    hat,
    hairTop: !hat && !person.hijab,
    coat: outfit === 'chef' ? undefined : shirt,
    scarf: outfit === 'chef' ? colors[1] : undefined,
    button: outfit === 'chef' ? colors[0] : undefined,
  };
  return c.doc(chef(c, width, height, bust));
}

const SCENES = {
  'private-dining': (c, [dark]) => interior(c, c.w, c.h, { night: true, arches: 3, tables: 2, accent: dark }),
  'family-table': (c) => tableSpread(c, c.w, c.h, { bg: 'wood', count: 5 }),
  majlis: (c, [, theme]) => interior(c, c.w, c.h, { arches: 3, tables: 1, accent: theme }),
  birthday: (c) => privateEvent(c),
  coffee: (c) => coffeePour(c, c.w, c.h, { dark: false }),
  catering: (c) => buffet(c),
};

/** A service picture (private dining, majlis, birthday, coffee, catering…). */
export function serviceSvg({ scene, seed, width = 800, height = 600, colors }) {
  const c = new Ctx(width, height, `seed:${seed}`);
  return c.doc(SCENES[scene](c, colors));
}
