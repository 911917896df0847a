#!/usr/bin/env node
// Saffron House artwork generator: the site's entry point on the art engine in lib/
// (cms/seed/artwork.mjs is the CMS seed's). Builds every static illustration the site
// ships as SVG in code and renders it with sharp to optimised WebP/JPEG (PNG for the favicon). Deterministic: each file has its own seed
// derived from its path, so re-running produces identical output.
//
//   npm run art            -> (re)generate everything into public/
//   npm run art -- dishes  -> only files whose path contains "dishes"
import { mkdir, writeFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Ctx, PAL, n, url } from './lib/core.mjs';
import {
  dish,
  shadow,
  mintSprig,
  dateFruit,
  cup,
  teaGlass,
  citrusSlice,
  cherryTomato,
  chickpea,
  bowl,
  olive,
} from './lib/food.mjs';
import {
  tilePattern,
  surface,
  dishScene,
  tableSpread,
  interior,
  kitchen,
  breadOven,
  spiceMarket,
  coffeePour,
  delivery,
  flowerMarkInner,
  spiceBowl,
  saffronThreads,
  scatter,
  fork,
  knife,
  napkin,
  SPICES,
  lantern,
  heroDish,
  darkOverlay,
  buffet,
  privateEvent,
} from './lib/scenes.mjs';
import { chef, avatar, SKIN, HAIR } from './lib/people.mjs';
import {
  logo,
  flowerMark,
  appStoreBadge,
  playStoreBadge,
  BRANDS,
  brandLogo,
  patternTile,
  divider,
} from './lib/brand.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = join(ROOT, 'public');
const IMG = join(PUBLIC, 'assets', 'img');

// ------------------------------------------------------------------ compositions
function heroTable(c) {
  const W = c.w,
    H = c.h;
  let s = surface(c, 'darkwood', W, H);
  s += scatter(c, W, H, 60, [W / 2, H / 2, H * 0.45]);
  const R = H * 0.42;
  s += dish(c, 'mezze', W * 0.1, H * 0.32, R, 'copper');
  s += dish(c, 'grill', W * 0.9, H * 0.7, R * 1.05, 'wood');
  s += dish(c, 'hummus', W * 0.26, H * 0.94, R * 0.45, 'bowl');
  s += dish(c, 'fattoush', W * 0.78, H * 0.05, R * 0.5, 'blue');
  s += cup(c, W * 0.66, H * 0.9, R * 0.14) + teaGlass(c, W * 0.3, H * 0.1, R * 0.13);
  s += darkOverlay(c, 0.3, 0.45);
  return s;
}
function heroInterior(c) {
  return interior(c, c.w, c.h, { night: true, arches: 6, tables: 4, accent: '#1F4E5B' }) + darkOverlay(c, 0.25, 0.3);
}
function heroPattern(c) {
  const W = c.w,
    H = c.h;
  let s = surface(c, 'slate', W, H);
  s += `<rect width="${W}" height="${H}" fill="${url(tilePattern(c, 150, PAL.saffron, 0.3, 1.8))}"/>`;
  s += `<circle cx="${W / 2}" cy="${H / 2}" r="${H * 0.8}" fill="${url(
    c.rad([
      [PAL.saffron, 0, 0.25],
      [PAL.saffron, 1, 0],
    ]),
  )}"/>`;
  s += dish(c, 'kabsa', W * 0.9, H * 0.22, H * 0.46, 'copper');
  s += dish(c, 'dates', W * 0.1, H * 0.82, H * 0.34, 'terracotta');
  s += dish(c, 'kunafa', W * 0.08, H * 0.05, H * 0.2, 'cream');
  s += spiceBowl(c, W * 0.2, H * 0.08, H * 0.12, PAL.saffron) + spiceBowl(c, W * 0.8, H * 0.95, H * 0.11, '#B3261E');
  s += saffronThreads(c, W * 0.3, H * 0.85, H * 0.1, 18) + saffronThreads(c, W * 0.72, H * 0.1, H * 0.08, 12);
  s += scatter(c, W, H, 40, [W / 2, H / 2, H * 0.5], ['cardamom', 'saffron', 'pepper', 'herb']);
  s += darkOverlay(c, 0.3, 0.45);
  return s;
}
function breadcrumb(c) {
  const W = c.w,
    H = c.h;
  let s = surface(c, 'darkwood', W, H);
  s += `<rect width="${W}" height="${H}" fill="${url(tilePattern(c, 120, PAL.saffron, 0.12, 1.4))}"/>`;
  s += scatter(c, W, H, 50, [W / 2, H / 2, H * 0.6], ['herb', 'spice', 'cardamom', 'saffron', 'pepper']);
  s += dish(c, 'dates', W * 0.04, H * 0.5, H * 0.45, 'blue');
  s += cup(c, W * 0.96, H * 0.3, H * 0.14) + cup(c, W * 0.91, H * 0.75, H * 0.12);
  s += `<rect width="${W}" height="${H}" fill="#0B0806" opacity=".62"/>`;
  s += `<rect width="${W}" height="${H}" fill="${url(
    c.lin(
      [
        ['#000', 0, 0.35],
        ['#000', 0.5, 0],
        ['#000', 1, 0.35],
      ],
      0,
      0,
      1,
      0,
    ),
  )}"/>`;
  return s;
}
function ingredients(c) {
  const W = c.w,
    H = c.h,
    r = c.r;
  let s = surface(c, 'slate', W, H);
  const g = 3,
    cell = W / g;
  const cols = r.shuffle([...SPICES, '#F4EAD0', '#C9A521']);
  for (let i = 0; i < g; i++)
    for (let j = 0; j < g; j++) {
      const x = (i + 0.5) * cell + r.jit(0, 12),
        y = (j + 0.5) * cell + r.jit(0, 12);
      if ((i + j) % 4 === 3) s += saffronThreads(c, x, y, cell * 0.3, 30);
      else s += spiceBowl(c, x, y, cell * 0.36, cols[(i * g + j) % cols.length]);
    }
  s += scatter(c, W, H, 30, null, ['cardamom', 'pepper', 'saffron']);
  return s;
}
function produce(c) {
  const W = c.w,
    H = c.h,
    r = c.r;
  let s = surface(c, 'wood', W, H);
  s += napkin(c, W * 0.3, H * 0.5, W * 0.3, H * 1.1, 12, '#F4F1EA', PAL.red);
  for (let i = 0; i < 8; i++) s += citrusSlice(c, ...r.inDisc(W * 0.72, H * 0.3, W * 0.16), W * 0.06);
  for (let i = 0; i < 10; i++) s += cherryTomato(c, ...r.inDisc(W * 0.3, H * 0.25, W * 0.13), W * 0.04);
  const b = bowl(c, W * 0.7, H * 0.72, W * 0.2, '#1F4E79');
  s += b.svg;
  for (let i = 0; i < 60; i++) s += chickpea(c, ...r.inDisc(W * 0.7, H * 0.72, b.inner * 0.9), W * 0.014);
  s += mintSprig(c, W * 0.15, H * 0.72, W * 0.3, -0.3) + mintSprig(c, W * 0.2, H * 0.9, W * 0.26, -0.6, '#5E8F2E');
  for (let i = 0; i < 6; i++)
    s += olive(c, ...r.inDisc(W * 0.35, H * 0.65, W * 0.08), W * 0.022, r.pick(['#3B2A3F', '#5E6B2A']));
  return s;
}
function datesScene(c) {
  const W = c.w,
    H = c.h,
    r = c.r;
  let s = surface(c, 'sand', W, H);
  // palm fronds
  for (const [x, y, a] of [
    [-W * 0.05, H * 0.1, 0.35],
    [W * 1.05, H * 0.95, Math.PI + 0.3],
  ]) {
    const L = Math.max(W, H) * 0.75;
    s += `<path d="M${n(x)} ${n(y)}l${n(Math.cos(a) * L)} ${n(Math.sin(a) * L)}" stroke="#6B7B3A" stroke-width="6" stroke-linecap="round"/>`;
    for (let i = 1; i < 26; i++) {
      const u = i / 26,
        bx = x + Math.cos(a) * L * u,
        by = y + Math.sin(a) * L * u;
      for (const k of [-1, 1]) {
        const la = a + k * 0.9,
          ll = L * 0.22 * (1 - u * 0.6);
        s += `<path d="M${n(bx)} ${n(by)}q${n(Math.cos(la - k * 0.3) * ll * 0.5)} ${n(Math.sin(la - k * 0.3) * ll * 0.5)} ${n(Math.cos(la) * ll)} ${n(Math.sin(la) * ll)}" stroke="${r.pick(['#4F7A28', '#6B9B37', '#5E8F2E'])}" stroke-width="${n(W * 0.008)}" fill="none" stroke-linecap="round"/>`;
      }
    }
  }
  const R = Math.min(W, H) * 0.3;
  s += dish(c, 'dates', W * 0.42, H * 0.52, R, 'copper');
  s += dish(c, 'dates', W * 0.78, H * 0.35, R * 0.6, 'blue');
  s += cup(c, W * 0.18, H * 0.8, R * 0.22) + cup(c, W * 0.3, H * 0.88, R * 0.2);
  for (let i = 0; i < 5; i++) s += dateFruit(c, ...r.inDisc(W * 0.72, H * 0.8, R * 0.3), R * 0.1, r() * 6);
  s += scatter(c, W, H, 12, [W * 0.42, H * 0.52, R * 1.1], ['cardamom', 'saffron']);
  return s;
}
function tableSetting(c) {
  const W = c.w,
    H = c.h,
    r = c.r;
  let s = surface(c, r.pick(['linen', 'sand']), W, H);
  s += `<rect x="${n(W * 0.44)}" y="0" width="${n(W * 0.12)}" height="${H}" fill="${PAL.red}" opacity=".85"/><rect x="${n(W * 0.45)}" y="0" width="${n(W * 0.1)}" height="${H}" fill="${url(tilePattern(c, Math.round(W * 0.05), '#F4F1EA', 0.5, 1))}"/>`;
  const R = Math.min(W, H) * 0.24;
  for (const k of [-1, 1]) {
    const cx = W / 2 + k * W * 0.26,
      cy = H * 0.5;
    s += dish(c, 'hummus', cx, cy, R * 0.5, 'bowl').slice(0, 0);
    const p = `${shadow(c, cx + 4, cy + 8, R, R)}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${url(c.rad(['#FFFFFF', ['#F2EFE8', 0.85], ['#D9D4C9', 1]]))}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.72)}" fill="#FBFAF6" stroke="#E8E2D6" stroke-width="2"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.6)}" fill="none" stroke="${PAL.saffron}" stroke-width="2"/>`;
    s += p;
    s += napkin(c, cx, cy, R * 0.35, R * 0.9, 0, PAL.olive, '#F4F1EA');
    s += fork(cx - R * 1.25, cy - R * 0.5, R * 1.05, 0) + knife(cx + R * 1.25, cy - R * 0.5, R * 1.1, 0);
    s += `<circle cx="${n(cx + R * 0.9)}" cy="${n(cy - R * 1.05)}" r="${n(R * 0.22)}" fill="#DDEBEF" opacity=".8" stroke="#fff" stroke-width="3"/>`;
  }
  s += dish(c, 'manakish', W / 2, H * 0.5, R * 0.55, 'wood');
  s += lantern(c, W / 2, H * 0.14, Math.min(W, H) * 0.05, true);
  s += dish(c, 'dates', W / 2, H * 0.87, R * 0.4, 'blue');
  return s;
}
function breakfast(c) {
  return tableSpread(c, c.w, c.h, { bg: 'linen', kinds: ['shakshuka', 'ful', 'manakish', 'hummus', 'dates'] });
}
function videoCover(c) {
  return (
    interior(c, c.w, c.h, { night: true, arches: 4, tables: 3, accent: '#1F5F5B' }) +
    `<rect width="${c.w}" height="${c.h}" fill="${url(
      c.rad(
        [
          ['#000', 0, 0.55],
          ['#000', 0.45, 0.3],
          ['#000', 1, 0.15],
        ],
        0.5,
        0.5,
        0.6,
      ),
    )}"/>`
  );
}
function aboutChef(c) {
  const W = c.w,
    H = c.h;
  let s = kitchen(c, W, H);
  s += `<g transform="translate(${n((W - 600) / 2)} ${n(H - 720)})">${chef(c, 600, 720, { noBg: true, skin: SKIN[3], hairCol: HAIR[0], beard: true, hat: 'toque', tall: 1.1, scarf: PAL.red, apron: '#1C1C1C', bg: '#000' })}</g>`;
  return s;
}
function phone(c) {
  const W = c.w,
    H = c.h;
  const x = 90,
    y = 24,
    w = 420,
    h = 852;
  let s = shadow(c, W / 2 + 10, H / 2 + 20, w * 0.5, h * 0.5, 0.35, 22);
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="58" fill="#151515" stroke="#3A3A3A" stroke-width="3"/>`;
  const sx = x + 16,
    sy = y + 16,
    sw = w - 32,
    sh = h - 32;
  const clip = c.clip(`<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="44"/>`);
  let scr = `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" fill="#F4F1EA"/>`;
  scr += `<rect x="${sx}" y="${sy}" width="${sw}" height="200" fill="${url(c.lin([PAL.saffron, '#D98E0C']))}"/>`;
  scr += `<rect x="${sx}" y="${sy}" width="${sw}" height="200" fill="${url(tilePattern(c, 60, '#fff', 0.18, 1.2))}"/>`;
  scr += `<g transform="translate(${sx + 40} ${sy + 78})">${flowerMarkInner(18, '#fff', PAL.red)}</g>`;
  scr += `<rect x="${sx + 70}" y="${sy + 66}" width="150" height="12" rx="6" fill="#fff"/><rect x="${sx + 70}" y="${sy + 86}" width="96" height="8" rx="4" fill="#fff" opacity=".7"/>`;
  scr += `<circle cx="${sx + sw - 40}" cy="${sy + 78}" r="18" fill="#fff" opacity=".9"/><path d="M${sx + sw - 48} ${sy + 72}h16l-2 12h-12z" fill="${PAL.red}"/>`;
  scr += `<rect x="${sx + 22}" y="${sy + 130}" width="${sw - 44}" height="46" rx="23" fill="#fff"/><circle cx="${sx + 48}" cy="${sy + 153}" r="8" fill="none" stroke="#9A9A9A" stroke-width="2.5"/><rect x="${sx + 66}" y="${sy + 149}" width="120" height="8" rx="4" fill="#D8D2C6"/>`;
  // category chips
  const cats = ['kabsa', 'grill', 'hummus', 'kunafa'];
  cats.forEach((k, i) => {
    const cx = sx + 50 + i * 92,
      cy = sy + 250;
    scr +=
      `<circle cx="${cx}" cy="${cy}" r="34" fill="${i === 0 ? PAL.red : '#fff'}"/>` +
      dish(c, k, cx, cy, 26) +
      `<rect x="${cx - 24}" y="${cy + 44}" width="48" height="7" rx="3.5" fill="${i === 0 ? PAL.red : '#BDB5A6'}"/>`;
  });
  scr += `<rect x="${sx + 22}" y="${sy + 322}" width="140" height="12" rx="6" fill="#1C1C1C"/><rect x="${sx + sw - 80}" y="${sy + 324}" width="58" height="8" rx="4" fill="${PAL.saffron}"/>`;
  const cards = ['mezze', 'shawarma', 'fattoush', 'kebab'];
  cards.forEach((k, i) => {
    const cw = (sw - 60) / 2,
      cx0 = sx + 22 + (i % 2) * (cw + 16),
      cy0 = sy + 352 + Math.floor(i / 2) * 208;
    scr += `<rect x="${n(cx0)}" y="${cy0}" width="${n(cw)}" height="192" rx="18" fill="#fff"/>`;
    scr += dish(c, k, cx0 + cw / 2, cy0 + 70, 58);
    scr += `<rect x="${n(cx0 + 14)}" y="${cy0 + 142}" width="${n(cw * 0.6)}" height="9" rx="4.5" fill="#1C1C1C"/><rect x="${n(cx0 + 14)}" y="${cy0 + 162}" width="${n(cw * 0.35)}" height="9" rx="4.5" fill="${PAL.red}"/><circle cx="${n(cx0 + cw - 24)}" cy="${cy0 + 166}" r="14" fill="${PAL.saffron}"/><path d="M${n(cx0 + cw - 30)} ${cy0 + 166}h12M${n(cx0 + cw - 24)} ${cy0 + 160}v12" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`;
  });
  // bottom nav
  scr += `<rect x="${sx}" y="${sy + sh - 78}" width="${sw}" height="78" fill="#fff"/>`;
  for (let i = 0; i < 4; i++)
    scr += `<circle cx="${n(sx + sw * (0.14 + i * 0.24))}" cy="${sy + sh - 42}" r="${i === 0 ? 12 : 10}" fill="${i === 0 ? PAL.red : '#CFC6B4'}"/>`;
  s += `<g clip-path="url(#${clip})">${scr}</g>`;
  s += `<rect x="${W / 2 - 60}" y="${sy + 10}" width="120" height="30" rx="15" fill="#151515"/>`;
  return s;
}

// ------------------------------------------------------------------ job list
const LIGHT_BGS = ['linen', 'marble', 'wood', 'sage', 'sand', 'blush', 'sky'];
const DISH20 = [
  'kabsa',
  'hummus',
  'grill',
  'fattoush',
  'mandi',
  'falafel',
  'shawarma',
  'kunafa',
  'tabbouleh',
  'lentilSoup',
  'kebab',
  'mutabbal',
  'fish',
  'baklava',
  'manakish',
  'tawook',
  'shakshuka',
  'luqaimat',
  'ful',
  'muhalabia',
];
const pad = (i) => String(i).padStart(2, '0');

const CHEFS = [
  { bg: '#6B7B3A', skin: SKIN[2], hairCol: HAIR[0], beard: true, hat: 'toque', tall: 1.15, scarf: PAL.saffron },
  { bg: '#E8A317', skin: SKIN[0], hairCol: HAIR[3], moustache: true, hat: 'toque', tall: 1.3, scarf: PAL.red },
  {
    bg: '#1F5F5B',
    skin: SKIN[5],
    hairCol: HAIR[0],
    beard: true,
    hat: 'toque',
    tall: 0.8,
    coat: '#2A2A2A',
    button: PAL.saffron,
    scarf: PAL.saffron,
  },
  { bg: '#EADBC0', skin: SKIN[1], hijab: '#6B7B3A', hat: 'hijabcap', apron: PAL.red, button: '#F4F1EA' },
  {
    bg: '#B85C38',
    skin: SKIN[2],
    hairCol: HAIR[4],
    beard: true,
    glasses: true,
    hat: 'toque',
    tall: 1.0,
    apron: '#3A3A3A',
  },
  {
    bg: '#7E1A15',
    skin: SKIN[3],
    hairCol: HAIR[1],
    hat: 'cap',
    capCol: PAL.saffron,
    apron: '#1C1C1C',
    scarf: '#F4F1EA',
  },
];
const PEOPLE = [
  { bg: '#F3C65A', skin: SKIN[2], ghutra: '#B3261E', shirt: '#FFFFFF', thobe: true, beard: true, hairCol: HAIR[0] },
  { bg: '#DDE3D0', skin: SKIN[1], hijab: '#B85C38', shirt: '#B85C38' },
  { bg: '#F2DED3', skin: SKIN[0], hairCol: HAIR[3], hairTop: true, shirt: '#1F5F5B', glasses: true },
  { bg: '#DCE6E6', skin: SKIN[3], ghutra: '#FFFFFF', shirt: '#FFFFFF', thobe: true, moustache: true, hairCol: HAIR[0] },
  { bg: '#EADBC0', skin: SKIN[4], hairCol: HAIR[0], longHair: true, hairTop: true, shirt: '#B3261E' },
  { bg: '#E6D3B3', skin: SKIN[5], hairCol: HAIR[0], hairTop: true, beard: true, shirt: '#6B7B3A' },
  { bg: '#F3C65A', skin: SKIN[2], hijab: '#1C1C1C', shirt: '#1C1C1C', glasses: true },
];

const jobs = [];
const add = (path, w, h, build, opts = {}) => jobs.push({ path, w, h, build, ...opts });

// logos & svgs
add('logo/logo-white.svg', 400, 120, null, {
  svg: () => logo('#FFFFFF'),
  purpose: 'Default header logo (white wordmark)',
});
add('logo/logo-dark.svg', 400, 120, null, { svg: () => logo(PAL.charcoal), purpose: 'Logo for light backgrounds' });
add('logo/logo-white.webp', 400, 120, null, {
  fromSvg: () => logo('#FFFFFF'),
  alpha: true,
  q: 90,
  purpose: 'Raster fallback of the white logo',
});
/** The favicon's mark: one drawing for the SVG each publish draws from and the PNG the pages name. */
const faviconMark = () => flowerMark(64, { bg: PAL.charcoal });
add('../../favicon.svg', 64, 64, null, {
  svg: faviconMark,
  purpose: 'Favicon (saffron-flower mark): the source each publish draws the icons from',
});
add('../../favicon.png', 64, 64, null, {
  fromSvg: faviconMark,
  fmt: 'png',
  purpose: 'Favicon as the pages name it, for `vite` and `npm run build` (a publish draws its own)',
});
add('app/app-store-badge.svg', 180, 54, null, { svg: appStoreBadge, purpose: 'Own "Download on the App Store" badge' });
add('app/play-store-badge.svg', 180, 54, null, { svg: playStoreBadge, purpose: 'Own "Get it on Google Play" badge' });
BRANDS.forEach((b, i) =>
  add(`brands/brand-${i + 1}.svg`, 220, 80, null, {
    svg: () => brandLogo(b),
    purpose: `Fictional partner logo "${b.name}"`,
  }),
);
add('shapes/pattern-tile.svg', 80, 80, null, {
  svg: patternTile,
  purpose: 'Repeating 8-point-star tile (CSS background)',
});
add('shapes/divider.svg', 240, 24, null, { svg: divider, purpose: 'Ornamental section divider' });

// backgrounds
add('bg/breadcumb.jpg', 1920, 480, breadcrumb, { fmt: 'jpg', purpose: 'Page-title banner (dark table top)' });
add('bg/breadcumb.webp', 1920, 480, breadcrumb, {
  seedPath: 'bg/breadcumb.jpg',
  q: 72,
  purpose: 'Page-title banner (WebP)',
});
add('bg/hero-1.webp', 1920, 900, heroTable, { q: 70, purpose: 'Hero slide 1: dark table with mezze & grill' });
add('bg/hero-2.webp', 1920, 900, heroInterior, { q: 70, purpose: 'Hero slide 2: restaurant at night' });
add('bg/hero-3.webp', 1920, 900, heroPattern, { q: 70, purpose: 'Hero slide 3: tile pattern, kabsa & spices' });

// hero dishes (transparent)
[
  ['mezze', 'copper'],
  ['kabsa', 'copper'],
  ['grill', 'wood'],
].forEach(([k, p], i) =>
  add(`hero/dish-${i + 1}.webp`, 800, 800, heroDish(k, p), { alpha: true, purpose: `Hero plated dish: ${k}` }),
);

// defaults
add('defaults/dish.webp', 600, 600, (c) => dishScene(c, 'kabsa', 600, 600, { bg: 'linen', container: 'white' }), {
  purpose: 'Default dish image',
});
add(
  'defaults/chef.webp',
  600,
  720,
  (c) =>
    chef(c, 600, 720, { bg: '#8A8070', skin: SKIN[2], hairCol: HAIR[1], hat: 'toque', tall: 1, scarf: PAL.saffron }),
  { purpose: 'Default chef portrait' },
);
add('defaults/offer.webp', 600, 600, heroDish('tawook', 'white'), {
  alpha: true,
  purpose: 'Default offer dish (transparent)',
});
add('defaults/service.webp', 800, 600, tableSetting, { purpose: 'Default service image (table setting)' });
add('defaults/avatar.webp', 160, 160, (c) => avatar(c, 160, { neutral: true, bg: '#F3E2B8', fg: '#C9B690' }), {
  alpha: true,
  purpose: 'Default avatar silhouette',
});
add('defaults/hero.webp', 800, 800, heroDish('mandi', 'copper'), {
  alpha: true,
  purpose: 'Default hero plate (transparent)',
});

// dishes
DISH20.forEach((k, i) =>
  add(
    `dishes/dish-${pad(i + 1)}.webp`,
    600,
    600,
    (c) => dishScene(c, k, 600, 600, { bg: LIGHT_BGS[i % LIGHT_BGS.length] }),
    { purpose: `Dish: ${k}` },
  ),
);

// chefs
CHEFS.forEach((o, i) =>
  add(`chefs/chef-${i + 1}.webp`, 600, 720, (c) => chef(c, 600, 720, o), { purpose: 'Chef portrait' }),
);

// gallery
const GALLERY = [
  ['Mezze on dark wood', (c) => dishScene(c, 'mezze', 800, 800, { bg: 'darkwood', container: 'copper' })],
  ['Dining room by day', (c) => interior(c, 800, 800, { arches: 2, tables: 2, accent: PAL.teal })],
  ['Table spread', (c) => tableSpread(c, 800, 800, { bg: 'darkwood', count: 5 })],
  ['Spice bowls', ingredients],
  ['Kunafa on slate', (c) => dishScene(c, 'kunafa', 800, 800, { bg: 'slate' })],
  ['Arabic coffee pouring', (c) => coffeePour(c, 800, 800)],
  ['Dining room at night', (c) => interior(c, 800, 800, { night: true, arches: 2, tables: 2, accent: '#7E1A15' })],
  ['Grilled fish on marble', (c) => dishScene(c, 'fish', 800, 800, { bg: 'marble', container: 'blue' })],
  ['Dates & coffee', datesScene],
  ['Bread oven', (c) => breadOven(c, 800, 800)],
  ['Kebab on dark wood', (c) => dishScene(c, 'kebab', 800, 800, { bg: 'darkwood' })],
  ['Fresh produce', produce],
];
GALLERY.forEach(([p, f], i) => add(`gallery/gallery-${pad(i + 1)}.webp`, 800, 800, f, { purpose: `Gallery: ${p}` }));

// blog
const BLOG = [
  ['Spice market', (c) => spiceMarket(c, 1200, 750)],
  ['Coffee pouring', (c) => coffeePour(c, 1200, 750)],
  ['Bread oven', (c) => breadOven(c, 1200, 750)],
  ['Shared table', (c) => tableSpread(c, 1200, 750, { bg: 'darkwood', count: 6 })],
  ['Kitchen', (c) => kitchen(c, 1200, 750)],
  ['Dates', datesScene],
];
BLOG.forEach(([p, f], i) => add(`blog/blog-${i + 1}.webp`, 1200, 750, f, { purpose: `Blog cover: ${p}` }));

// about
add('about/about-1.webp', 900, 1000, (c) => interior(c, 900, 1000, { arches: 2, tables: 1, accent: PAL.teal }), {
  purpose: 'About: interior',
});
add('about/about-2.webp', 900, 1000, aboutChef, { purpose: 'About: chef at work' });
add('about/video-cover.webp', 1200, 675, videoCover, {
  q: 72,
  purpose: 'About video cover (dark centre for play button)',
});

// services
const SERVICES = [
  ['Dine-in', (c) => interior(c, 800, 600, { arches: 3, tables: 2, accent: PAL.teal })],
  ['Catering', buffet],
  ['Private events', privateEvent],
  ['Delivery', (c) => delivery(c, 800, 600)],
  ['Breakfast', breakfast],
  ['Coffee', (c) => coffeePour(c, 800, 600, { dark: false })],
];
SERVICES.forEach(([p, f], i) => add(`services/service-${i + 1}.webp`, 800, 600, f, { purpose: `Service: ${p}` }));

// testimonials
PEOPLE.forEach((o, i) =>
  add(`testimonials/person-${i + 1}.webp`, 160, 160, (c) => avatar(c, 160, o), {
    alpha: true,
    q: 82,
    purpose: 'Testimonial avatar',
  }),
);

// app
add('app/phone-mockup.webp', 600, 900, phone, { alpha: true, purpose: 'Phone showing the ordering app (transparent)' });

// offers
[
  ['shawarma', 'wood'],
  ['kunafa', 'copper'],
  ['grill', 'charcoal'],
  ['falafel', 'blue'],
  ['dates', 'terracotta'],
  ['fattoush', 'white'],
].forEach(([k, p], i) =>
  add(`offers/offer-${i + 1}.webp`, 600, 600, heroDish(k, p), { alpha: true, purpose: `Offer dish: ${k}` }),
);

// ------------------------------------------------------------------ render
async function render(job) {
  const out = join(IMG, job.path);
  await mkdir(dirname(out), { recursive: true });
  if (job.svg) {
    await writeFile(out, job.svg().replace(/\n/g, '') + '\n');
    return out;
  }
  let svg;
  if (job.fromSvg) svg = job.fromSvg();
  else {
    const c = new Ctx(job.w, job.h, 'saffron:' + (job.seedPath || job.path));
    svg = c.doc(job.build(c));
  }
  let img = sharp(Buffer.from(svg), { density: 72 }).resize(job.w, job.h);
  if (job.fmt === 'png') img = img.png({ compressionLevel: 9, palette: true });
  else if (job.fmt === 'jpg')
    img = img.flatten({ background: '#000' }).jpeg({ quality: 72, mozjpeg: true, progressive: true });
  else if (job.alpha) img = img.webp({ quality: job.q ?? 78, alphaQuality: 80, effort: 6, smartSubsample: true });
  else img = img.flatten({ background: '#000' }).webp({ quality: job.q ?? 76, effort: 6, smartSubsample: true });
  await img.toFile(out);
  return out;
}

async function credits(rows) {
  const fmt = (b) => (b >= 1024 ? `${(b / 1024).toFixed(1)} KB` : `${b} B`);
  const total = rows.reduce((a, r) => a + r.size, 0);
  let md = `# Image credits\n\nEvery image in this folder (and \`public/favicon.svg\`, \`public/favicon.png\`) is an original illustration generated in code by \`scripts/art/generate.mjs\` on the project's art engine in \`scripts/art/lib/\` (the same engine draws the CMS seed's demo pictures, \`cms/seed/artwork.mjs\`) — the project's own work, with no third-party photos, stock art, fonts or downloads. The script draws each picture as SVG from simple shapes using a seeded pseudo-random generator (so output is deterministic) and renders it with [sharp](https://sharp.pixelplumbing.com/) to optimised WebP/JPEG (PNG for the favicon). To regenerate everything run \`npm run art\` (optionally \`npm run art -- <path-filter>\` to rebuild only matching files); SVG text uses generic system font stacks (Georgia/serif, Helvetica/Arial/sans-serif).\n\n`;
  md += `Total: ${rows.length} files, ${fmt(total)}.\n\n| File | Size | Dimensions | Purpose |\n| --- | ---: | --- | --- |\n`;
  for (const r of rows) md += `| \`${r.rel}\` | ${fmt(r.size)} | ${r.w}×${r.h} | ${r.purpose || ''} |\n`;
  await writeFile(join(IMG, 'CREDITS.md'), md);
  return total;
}

const filter = process.argv[2];
const todo = filter ? jobs.filter((j) => j.path.includes(filter)) : jobs;
const t0 = Date.now();
const CONC = 4;
let idx = 0;
await Promise.all(
  Array.from({ length: CONC }, async () => {
    while (idx < todo.length) {
      const j = todo[idx++];
      await render(j);
    }
  }),
);
const rows = [];
for (const j of jobs) {
  const p = join(IMG, j.path);
  try {
    const st = await stat(p);
    rows.push({ rel: relative(PUBLIC, p).replaceAll('\\', '/'), size: st.size, w: j.w, h: j.h, purpose: j.purpose });
  } catch {
    /* not generated yet (filtered run) */
  }
}
const total = await credits(rows);
console.log(
  `art: rendered ${todo.length} file(s) in ${((Date.now() - t0) / 1000).toFixed(1)}s; ${rows.length} files, ${(total / 1024).toFixed(0)} KB total`,
);
