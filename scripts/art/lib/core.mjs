// The project's one art engine: everything the project draws (the site's bundled
// illustrations and the CMS seed's demo pictures) is SVG built from these modules.
//   core.mjs    the seeded random generator, colour maths, smooth paths and the SVG document
//               builder (Ctx) with a shared <defs> section
//   food.mjs    plates, bowls, ingredients and the dishes (DISHES, DISH_INFO)
//   people.mjs  chef busts and round avatars
//   scenes.mjs  table surfaces, patterns, props, interiors and whole compositions
//   brand.mjs   logo, favicon, badges, partner logos, emblems
// Two entry points use it: scripts/art/generate.mjs (the site's pictures, `npm run art`) and
// cms/seed/artwork.mjs (the seed's pictures). It lives here, with the art script at the top of
// the repository rather than inside cms/, because it is the project's art and the CMS seed is
// only one of its users; it is plain .mjs with no dependencies and no build step, so both the
// root package and the cms/ package (run from the same checkout) import it as it is. Rendering
// to pixels (sharp) stays in the entry points.
//
// Deterministic: a Ctx is seeded from a string, and nothing here may use Math.random or the
// clock; the same seed always gives the same SVG (cms/test/unit.test.mjs checks).

export const PAL = {
  saffron: '#E8A317',
  saffronLight: '#F3C65A',
  red: '#B3261E',
  redDark: '#7E1A15',
  olive: '#6B7B3A',
  oliveDark: '#4A5628',
  cream: '#F4F1EA',
  charcoal: '#1C1C1C',
  sand: '#E6D3B3',
  terracotta: '#B85C38',
  teal: '#1F5F5B',
  brown: '#6B3E1F',
};

/** Hash a string into a 32-bit seed (FNV-1a). */
export function hashSeed(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 PRNG with convenience helpers. */
export function rng(seed) {
  let a = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const f = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  f.range = (lo, hi) => lo + (hi - lo) * f();
  f.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * f());
  f.pick = (arr) => arr[Math.floor(f() * arr.length)];
  f.chance = (p) => f() < p;
  f.jit = (v, amt) => v + (f() * 2 - 1) * amt;
  f.shuffle = (arr) => {
    const a2 = arr.slice();
    for (let i = a2.length - 1; i > 0; i--) {
      const j = Math.floor(f() * (i + 1));
      [a2[i], a2[j]] = [a2[j], a2[i]];
    }
    return a2;
  };
  /** uniform point in a disc */
  f.inDisc = (cx, cy, R) => {
    const t = f() * Math.PI * 2;
    const rr = R * Math.sqrt(f());
    return [cx + Math.cos(t) * rr, cy + Math.sin(t) * rr];
  };
  return f;
}

// ---------- colours ----------
const hex2rgb = (h) => {
  h = h.replace('#', '');
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const rgb2hex = (r, g, b) =>
  '#' +
  [r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
export function mix(a, b, t) {
  const A = hex2rgb(a),
    B = hex2rgb(b);
  return rgb2hex(A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t);
}
export const lighten = (c, t) => mix(c, '#ffffff', t);
export const darken = (c, t) => mix(c, '#000000', t);
/** random variation of a colour */
export const vary = (r, c, amt = 0.12) => (r() < 0.5 ? lighten(c, r() * amt) : darken(c, r() * amt));

// ---------- numbers & paths ----------
export const n = (v) => (Math.round(v * 10) / 10).toString();
export const deg = (rad) => (rad * 180) / Math.PI;

/** Closed Catmull-Rom spline through points -> cubic bezier path. */
export function smoothClosed(pts) {
  const L = pts.length;
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < L; i++) {
    const p0 = pts[(i - 1 + L) % L],
      p1 = pts[i],
      p2 = pts[(i + 1) % L],
      p3 = pts[(i + 2) % L];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d + 'Z';
}
/** Open Catmull-Rom spline. */
export function smoothOpen(pts) {
  const L = pts.length;
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < L - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)],
      p1 = pts[i],
      p2 = pts[i + 1],
      p3 = pts[Math.min(L - 1, i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}
/** Irregular smooth blob. */
export function blob(r, cx, cy, rx, ry = rx, { pts = 9, jit = 0.12, rot = 0 } = {}) {
  const P = [];
  const off = r() * Math.PI * 2;
  for (let i = 0; i < pts; i++) {
    const t = off + (i / pts) * Math.PI * 2;
    const k = 1 + (r() * 2 - 1) * jit;
    const x = Math.cos(t) * rx * k,
      y = Math.sin(t) * ry * k;
    P.push([cx + x * Math.cos(rot) - y * Math.sin(rot), cy + x * Math.sin(rot) + y * Math.cos(rot)]);
  }
  return smoothClosed(P);
}
/** Leaf shape path pointing along angle a, length L, width w, base at (x,y). */
export function leafPath(x, y, L, w, a) {
  const ca = Math.cos(a),
    sa = Math.sin(a);
  const T = (u, v) => [x + u * ca - v * sa, y + u * sa + v * ca];
  const tip = T(L, 0),
    c1 = T(L * 0.3, w),
    c2 = T(L * 0.75, w * 0.8),
    c3 = T(L * 0.75, -w * 0.8),
    c4 = T(L * 0.3, -w);
  const f = (p) => `${n(p[0])} ${n(p[1])}`;
  return `M${n(x)} ${n(y)}C${f(c1)} ${f(c2)} ${f(tip)}C${f(c3)} ${f(c4)} ${n(x)} ${n(y)}Z`;
}
/** Regular star polygon points string. */
export function starPts(cx, cy, R, r2, k, rot = 0) {
  const out = [];
  for (let i = 0; i < k * 2; i++) {
    const rr = i % 2 ? r2 : R;
    const t = rot + (i * Math.PI) / k - Math.PI / 2;
    out.push(`${n(cx + Math.cos(t) * rr)},${n(cy + Math.sin(t) * rr)}`);
  }
  return out.join(' ');
}

// ---------- SVG document ----------
export class Ctx {
  constructor(w, h, seed) {
    this.w = w;
    this.h = h;
    this.r = rng(seed);
    this.defs = [];
    this._id = 0;
    this._cache = new Map();
  }
  id(p = 'g') {
    return `${p}${++this._id}`;
  }
  /** Register a def once by key. */
  once(key, build) {
    if (!this._cache.has(key)) {
      const id = this.id('d');
      this.defs.push(build(id));
      this._cache.set(key, id);
    }
    return this._cache.get(key);
  }
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra = '') {
    const key = 'lin' + JSON.stringify([stops, x1, y1, x2, y2, extra]);
    return this.once(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${stopsXml(stops)}</linearGradient>`,
    );
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, extra = '') {
    const key = 'rad' + JSON.stringify([stops, cx, cy, r, fx, fy, extra]);
    return this.once(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}"${extra}>${stopsXml(stops)}</radialGradient>`,
    );
  }
  blur(sd) {
    return this.once(
      'blur' + sd,
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
  }
  clip(inner) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return id;
  }
  doc(body, { bg } = {}) {
    const b = bg ? `<rect width="${this.w}" height="${this.h}" fill="${bg}"/>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${b}${body}</svg>`;
  }
}
function stopsXml(stops) {
  return stops
    .map((s, i) => {
      const [c, o = i / Math.max(1, stops.length - 1), op] = Array.isArray(s) ? s : [s];
      return `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`;
    })
    .join('');
}
export const url = (id) => `url(#${id})`;
