// Backgrounds, props and whole scenes (table tops, interiors, kitchen, oven,
// spice market, coffee, delivery, phone mock-up).
import { PAL, lighten, darken, vary, n, leafPath, smoothOpen, starPts, url } from './core.mjs';
import {
  dish,
  DISHES,
  TABLE_DISHES,
  cherryTomato,
  shadow,
  shade,
  mintSprig,
  lemonWedge,
  cup,
  teaGlass,
  flatbread,
  dust,
  bowl,
  bowlFood,
  cardamom,
} from './food.mjs';

// ---------------------------------------------------------------- patterns
/** Arabic-geometric 8-point star tile as an SVG <pattern>. */
export function tilePattern(c, size, col, op = 0.12, sw = 1.2, fill = 'none') {
  return c.once(
    `tile${size}${col}${op}${sw}${fill}`,
    (id) =>
      `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${tileInner(size, col, op, sw, fill)}</pattern>`,
  );
}
export function tileInner(size, col, op, sw, fill = 'none') {
  const h = size / 2;
  const star = starPts(h, h, size * 0.36, size * 0.36 * 0.765, 8, Math.PI / 8);
  const d = size * 0.14;
  const corners = [
    [0, 0],
    [size, 0],
    [0, size],
    [size, size],
  ]
    .map(
      ([x, y]) => `<polygon points="${n(x)},${n(y - d)} ${n(x + d)},${n(y)} ${n(x)},${n(y + d)} ${n(x - d)},${n(y)}"/>`,
    )
    .join('');
  const lines = [
    [h, 0, h, h - size * 0.36],
    [h, size, h, h + size * 0.36],
    [0, h, h - size * 0.36, h],
    [size, h, h + size * 0.36, h],
  ]
    .map(([a, b, c2, d2]) => `<path d="M${n(a)} ${n(b)}L${n(c2)} ${n(d2)}"/>`)
    .join('');
  const inner = starPts(h, h, size * 0.16, size * 0.16 * 0.765, 8, 0);
  return `<g fill="${fill}" stroke="${col}" stroke-width="${sw}" opacity="${op}" stroke-linejoin="round"><polygon points="${star}"/><polygon points="${inner}"/>${corners}${lines}</g>`;
}

// ---------------------------------------------------------------- surfaces
export function surface(c, kind, W, H) {
  const r = c.r;
  let s = '';
  switch (kind) {
    case 'marble': {
      s += `<rect width="${W}" height="${H}" fill="${url(c.lin(['#F7F4EE', '#EEEAE2'], 0, 0, 1, 1))}"/>`;
      const b = c.blur(Math.round(W / 300) + 1);
      for (let i = 0; i < 7; i++) {
        const pts = [];
        let x = r() * W,
          y = -20;
        const dx = r.range(-0.6, 0.6);
        while (y < H + 40) {
          pts.push([x, y]);
          x += dx * 60 + r.jit(0, 40);
          y += r.range(40, 90);
        }
        s += `<path d="${smoothOpen(pts)}" fill="none" stroke="#9C968A" stroke-width="${n(r.range(1, 3))}" opacity="${n(r.range(0.15, 0.35))}" filter="${url(b)}"/>`;
      }
      break;
    }
    case 'wood':
    case 'darkwood': {
      const dark = kind === 'darkwood';
      const base = dark ? '#3A2616' : '#D9B88C';
      const ph = Math.max(80, Math.round(H / r.int(4, 6)));
      for (let y = 0, i = 0; y < H; y += ph, i++) {
        const col = vary(r, base, 0.08);
        s += `<rect y="${y}" width="${W}" height="${ph}" fill="${col}"/>`;
        for (let g = 0; g < 6; g++) {
          const gy = y + r() * ph;
          const pts = [];
          for (let x = -20; x < W + 60; x += 80) pts.push([x, gy + r.jit(0, ph * 0.06)]);
          s += `<path d="${smoothOpen(pts)}" fill="none" stroke="${darken(col, 0.25)}" stroke-width="${n(r.range(0.8, 2))}" opacity="${n(r.range(0.2, 0.45))}"/>`;
        }
        s += `<rect y="${y}" width="${W}" height="2" fill="${darken(base, 0.5)}" opacity=".6"/>`;
      }
      break;
    }
    case 'slate': {
      s += `<rect width="${W}" height="${H}" fill="#2A2826"/>`;
      const b = c.blur(Math.round(W / 40));
      for (let i = 0; i < 10; i++)
        s += `<circle cx="${n(r() * W)}" cy="${n(r() * H)}" r="${n(r.range(0.1, 0.3) * W)}" fill="${r.pick(['#353230', '#201E1D', '#3A3532'])}" opacity=".7" filter="${url(b)}"/>`;
      break;
    }
    case 'linen':
    case 'sage':
    case 'blush':
    case 'sand':
    case 'sky': {
      const base = { linen: '#F1EBDF', sage: '#DDE3D0', blush: '#F2DED3', sand: '#EBDDC3', sky: '#DCE6E6' }[kind];
      s += `<rect width="${W}" height="${H}" fill="${url(c.rad([lighten(base, 0.35), [base, 0.7], [darken(base, 0.06), 1]], 0.45, 0.4, 0.8))}"/>`;
      const pid = c.once(
        'linen' + base,
        (id) =>
          `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 .5H6M.5 0V6" stroke="${darken(base, 0.4)}" stroke-width=".6" opacity=".12"/></pattern>`,
      );
      s += `<rect width="${W}" height="${H}" fill="${url(pid)}"/>`;
      s += `<rect width="${W}" height="${H}" fill="${url(tilePattern(c, Math.round(W / 5), darken(base, 0.3), 0.1, 1.5))}"/>`;
      break;
    }
    default:
      s += `<rect width="${W}" height="${H}" fill="${kind}"/>`;
  }
  return s;
}

// ---------------------------------------------------------------- props
export function fork(x, y, L, rot, col = '#B9BEC4') {
  const w = L * 0.075;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><rect x="${n(-w / 2)}" y="${n(L * 0.3)}" width="${n(w)}" height="${n(L * 0.7)}" rx="${n(w / 2)}" fill="${col}"/><path d="M${n(-w * 1.1)} 0V${n(L * 0.2)}Q${n(-w * 1.1)} ${n(L * 0.32)} 0 ${n(L * 0.34)}Q${n(w * 1.1)} ${n(L * 0.32)} ${n(w * 1.1)} ${n(L * 0.2)}V0" fill="${col}"/>${[-0.55, 0, 0.55].map((k) => `<rect x="${n(k * w - w * 0.12)}" y="-1" width="${n(w * 0.24)}" height="${n(L * 0.16)}" fill="#00000055"/>`).join('')}<rect x="${n(-w * 0.25)}" y="${n(L * 0.4)}" width="${n(w * 0.18)}" height="${n(L * 0.55)}" rx="1" fill="#fff" opacity=".4"/></g>`;
}
export function knife(x, y, L, rot, col = '#B9BEC4') {
  const w = L * 0.09;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><path d="M${n(-w / 2)} ${n(L * 0.45)}V${n(L * 0.05)}Q${n(-w / 2)} 0 ${n(w * 0.2)} 0Q${n(w / 2)} ${n(L * 0.2)} ${n(w / 2)} ${n(L * 0.45)}Z" fill="${col}"/><rect x="${n(-w / 2)}" y="${n(L * 0.45)}" width="${n(w)}" height="${n(L * 0.55)}" rx="${n(w / 2)}" fill="${darken(col, 0.1)}"/><rect x="${n(-w * 0.25)}" y="${n(L * 0.08)}" width="${n(w * 0.15)}" height="${n(L * 0.35)}" fill="#fff" opacity=".45"/></g>`;
}
export function napkin(c, x, y, w, h, rot, col, stripe) {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">${shadow(c, 4, 8, w * 0.55, h * 0.55, 0.18)}<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="4" fill="${col}"/><rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w * 0.5)}" height="${n(h)}" fill="#fff" opacity=".12"/><path d="M${n(-w / 2 + 10)} ${n(-h / 2)}V${n(h / 2)}M${n(w / 2 - 14)} ${n(-h / 2)}V${n(h / 2)}" stroke="${stripe}" stroke-width="${n(w * 0.04)}"/></g>`;
}
export function spiceBowl(c, x, y, R, spice) {
  const b = bowl(c, x, y, R, c.r.pick(['#F4F1EA', '#2B2B2B', '#B85C38', '#1F4E79']));
  let s = b.svg + `<circle cx="${n(x)}" cy="${n(y)}" r="${n(b.inner)}" fill="${shade(c, spice, 0.15)}"/>`;
  s +=
    dust(c, x, y, b.inner * 0.9, 30, darken(spice, 0.25), b.inner * 0.03) +
    dust(c, x, y, b.inner * 0.9, 20, lighten(spice, 0.3), b.inner * 0.03);
  return s;
}
export const SPICES = ['#E8A317', '#C0392B', '#8E1B2B', '#6B7B3A', '#A0522D', '#D4AC0D', '#7A4A1F'];
export function saffronThreads(c, x, y, R, count = 14) {
  const r = c.r;
  let s = '';
  for (let i = 0; i < count; i++) {
    const [px, py] = r.inDisc(x, y, R);
    const a = r() * 6.3,
      L = R * r.range(0.25, 0.45);
    s += `<path d="M${n(px)} ${n(py)}q${n(Math.cos(a + 0.5) * L * 0.5)} ${n(Math.sin(a + 0.5) * L * 0.5)} ${n(Math.cos(a) * L)} ${n(Math.sin(a) * L)}" stroke="${r.pick(['#B3261E', '#C8371F', '#9E1B12'])}" stroke-width="${n(R * 0.03)}" fill="none" stroke-linecap="round"/>`;
  }
  return s;
}
/** Scatter small decorations around (avoiding a central disc). */
export function scatter(c, W, H, count, avoid, kinds = ['herb', 'spice', 'seed', 'cardamom', 'saffron']) {
  const r = c.r;
  let s = '';
  for (let i = 0, tries = 0; i < count && tries < count * 20; tries++) {
    const x = r() * W,
      y = r() * H;
    if (avoid && Math.hypot(x - avoid[0], y - avoid[1]) < avoid[2]) continue;
    i++;
    const k = r.pick(kinds),
      z = Math.min(W, H) * 0.02;
    if (k === 'herb')
      s += `<path d="${leafPath(x, y, z * 1.6, z * 0.6, r() * 6.3)}" fill="${r.pick(['#4F7A28', '#6B9B37'])}"/>`;
    else if (k === 'spice') s += dust(c, x, y, z * 1.5, 14, r.pick(['#B3261E', '#E8A317', '#8E1B2B']), z * 0.12);
    else if (k === 'seed')
      s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(z * 0.3)}" ry="${n(z * 0.15)}" fill="#EFE3C8" transform="rotate(${n(r() * 180)} ${n(x)} ${n(y)})"/>`;
    else if (k === 'cardamom') s += cardamom(c, x, y, z * 0.6);
    else if (k === 'saffron') s += saffronThreads(c, x, y, z * 1.2, 4);
    else if (k === 'pepper') s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(z * 0.18)}" fill="#2A1A12"/>`;
  }
  return s;
}

// ---------------------------------------------------------------- dish scenes
/** Light (or dark) plated-dish photo-style composition. */
export function dishScene(c, kind, W, H, { bg = 'linen', container, props = true } = {}) {
  const r = c.r;
  const cx = W / 2 + r.jit(0, W * 0.03),
    cy = H / 2 + r.jit(0, H * 0.03);
  const R = Math.min(W, H) * r.range(0.37, 0.4);
  let s = surface(c, bg, W, H);
  const dark = bg === 'slate' || bg === 'darkwood';
  if (props) {
    const side = r.chance(0.5) ? 1 : -1;
    const variant = r.int(0, 3);
    const nc = r.pick([
      ['#B3261E', '#F4F1EA'],
      ['#F4F1EA', '#B3261E'],
      ['#6B7B3A', '#F4F1EA'],
      ['#E8A317', '#F4F1EA'],
      ['#1F4E79', '#F4F1EA'],
    ]);
    if (variant === 0 || variant === 2) {
      s += napkin(c, cx + side * R * 1.25, cy + R * 0.2, R * 0.5, R * 1.6, r.jit(side * 8, 4), nc[0], nc[1]);
      s +=
        fork(cx + side * R * 1.17, cy - R * 0.45, R * 1.1, r.jit(0, 3)) +
        knife(cx + side * R * 1.36, cy - R * 0.4, R * 1.15, r.jit(0, 3));
    } else {
      s +=
        fork(cx - R * 1.18, cy - R * 0.55, R * 1.1, r.jit(0, 3)) +
        knife(cx + R * 1.18, cy - R * 0.55, R * 1.15, r.jit(0, 3));
    }
    // corner accessories
    const corner = [
      [W * 0.1, H * 0.1],
      [W * 0.9, H * 0.1],
      [W * 0.1, H * 0.9],
      [W * 0.9, H * 0.9],
    ];
    const picks = r.shuffle(corner).slice(0, 2);
    picks.forEach(([x, y]) => {
      const opt = r.int(0, 5);
      if (opt === 0) s += spiceBowl(c, x, y, R * 0.32, r.pick(SPICES));
      else if (opt === 1) s += teaGlass(c, x, y, R * 0.26);
      else if (opt === 2)
        s += lemonWedge(c, x, y, R * 0.2, r() * 6) + lemonWedge(c, x + R * 0.15, y + R * 0.12, R * 0.18, r() * 6);
      else if (opt === 3) s += mintSprig(c, x - R * 0.2, y, R * 0.5, r() * 6);
      else if (opt === 4) s += cup(c, x, y, R * 0.22);
      else s += bowlFood(c, x, y, R * 0.3, 'olives');
    });
    s += scatter(c, W, H, 10, [cx, cy, R * 1.1]);
  }
  s += dish(c, kind, cx, cy, R, container);
  if (dark)
    s += `<rect width="${W}" height="${H}" fill="${url(
      c.rad(
        [
          ['#000', 0.5, 0],
          ['#000', 1, 0.45],
        ],
        0.5,
        0.5,
        0.75,
      ),
    )}"/>`;
  return s;
}

/** Top-down table spread with several dishes. */
export function tableSpread(c, W, H, { bg = 'darkwood', count = 5, kinds } = {}) {
  const r = c.r;
  let s = surface(c, bg, W, H);
  const pool = kinds || r.shuffle(TABLE_DISHES).slice(0, count);
  const R0 = Math.min(W, H) * 0.26;
  const spots = [];
  for (let i = 0; i < pool.length; i++) {
    let best = null;
    for (let t = 0; t < 60; t++) {
      const x = r.range(W * 0.08, W * 0.92),
        y = r.range(H * 0.1, H * 0.9);
      const d = Math.min(...spots.map((p) => Math.hypot(p[0] - x, p[1] - y) - p[2]), 1e9);
      if (!best || d > best[2]) best = [x, y, d];
    }
    const R = Math.max(R0 * 0.5, Math.min(R0 * (i === 0 ? 1.2 : 0.85), best[2] * 0.95));
    spots.push([best[0], best[1], R]);
  }
  s += scatter(c, W, H, 26, null);
  spots.forEach(([x, y, R], i) => {
    s += dish(c, pool[i], x, y, R);
  });
  // cups & bread in gaps
  for (let t = 0; t < 3; t++) {
    const x = r() * W,
      y = r() * H;
    if (spots.every((p) => Math.hypot(p[0] - x, p[1] - y) > p[2] + R0 * 0.3))
      s += r.chance(0.5) ? teaGlass(c, x, y, R0 * 0.22) : cup(c, x, y, R0 * 0.2);
  }
  return s;
}

// ---------------------------------------------------------------- interiors
function archPath(x, w, top, bottom) {
  const spring = top + w * 0.55;
  return `M${n(x)} ${n(bottom)}V${n(spring)}C${n(x)} ${n(spring - w * 0.35)} ${n(x + w * 0.3)} ${n(top + w * 0.12)} ${n(x + w / 2)} ${n(top)}C${n(x + w * 0.7)} ${n(top + w * 0.12)} ${n(x + w)} ${n(spring - w * 0.35)} ${n(x + w)} ${n(spring)}V${n(bottom)}Z`;
}
export function lantern(c, x, y, s, glow = true, col = PAL.saffron) {
  let o = '';
  if (glow)
    o += `<circle cx="${n(x)}" cy="${n(y + s * 0.5)}" r="${n(s * 3.2)}" fill="${url(
      c.rad([
        ['#FFD27A', 0, 0.55],
        ['#E8A317', 0.4, 0.18],
        ['#E8A317', 1, 0],
      ]),
    )}"/>`;
  o += `<path d="M${n(x)} ${n(y - s * 0.9)}L${n(x - s * 0.35)} ${n(y - s * 0.5)}H${n(x + s * 0.35)}Z" fill="${darken(col, 0.45)}"/>`;
  o += `<path d="M${n(x - s * 0.35)} ${n(y - s * 0.5)}L${n(x - s * 0.55)} ${n(y + s * 0.3)}L${n(x - s * 0.3)} ${n(y + s)}H${n(x + s * 0.3)}L${n(x + s * 0.55)} ${n(y + s * 0.3)}L${n(x + s * 0.35)} ${n(y - s * 0.5)}Z" fill="${url(c.lin(['#FFE3A0', col, darken(col, 0.2)]))}" stroke="${darken(col, 0.5)}" stroke-width="${n(s * 0.06)}"/>`;
  o += `<path d="M${n(x)} ${n(y - s * 0.5)}V${n(y + s)}M${n(x - s * 0.55)} ${n(y + s * 0.3)}H${n(x + s * 0.55)}" stroke="${darken(col, 0.5)}" stroke-width="${n(s * 0.05)}"/>`;
  o += `<circle cx="${n(x)}" cy="${n(y + s * 0.25)}" r="${n(s * 0.12)}" fill="#FFF6D6"/>`;
  return o;
}
export function pendant(c, x, y, s, glow) {
  let o = '';
  if (glow)
    o += `<circle cx="${n(x)}" cy="${n(y + s * 0.3)}" r="${n(s * 3)}" fill="${url(
      c.rad([
        ['#FFD27A', 0, 0.5],
        ['#E8A317', 0.45, 0.15],
        ['#E8A317', 1, 0],
      ]),
    )}"/>`;
  o += `<path d="M${n(x - s)} ${n(y + s * 0.3)}Q${n(x - s)} ${n(y - s * 0.7)} ${n(x)} ${n(y - s * 0.7)}Q${n(x + s)} ${n(y - s * 0.7)} ${n(x + s)} ${n(y + s * 0.3)}Z" fill="${url(c.lin(['#3A3A3A', '#1C1C1C']))}"/>`;
  o += `<ellipse cx="${n(x)}" cy="${n(y + s * 0.3)}" rx="${n(s)}" ry="${n(s * 0.15)}" fill="#FFE3A0"/>`;
  return o;
}
export function plant(c, x, y, s) {
  const r = c.r;
  let o = '';
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + r.range(-1.1, 1.1);
    o += `<path d="${leafPath(x, y - s * 0.6, s * r.range(1.2, 2), s * 0.28, a)}" fill="${r.pick(['#4F7A28', '#3E6420', '#6B9B37', '#5E8F2E'])}"/>`;
  }
  o += `<path d="M${n(x - s * 0.55)} ${n(y - s * 0.7)}H${n(x + s * 0.55)}L${n(x + s * 0.4)} ${n(y)}H${n(x - s * 0.4)}Z" fill="${url(c.lin(['#C96E45', '#8E4226'], 0, 0, 1, 0))}"/>`;
  o += `<rect x="${n(x - s * 0.6)}" y="${n(y - s * 0.78)}" width="${n(s * 1.2)}" height="${n(s * 0.14)}" rx="3" fill="#B85C38"/>`;
  return o;
}
function chair(x, y, s, col, flip = 1) {
  return `<g fill="${col}"><path d="M${n(x)} ${n(y)}V${n(y - s * 1.1)}Q${n(x)} ${n(y - s * 1.4)} ${n(x + flip * s * 0.15)} ${n(y - s * 1.4)}V${n(y - s * 0.55)}H${n(x + flip * s * 0.6)}V${n(y)}H${n(x + flip * s * 0.52)}V${n(y - s * 0.45)}H${n(x + flip * s * 0.1)}V${n(y)}Z"/></g>`;
}
export function table(c, x, y, w, cloth, night) {
  const h = w * 0.55;
  let o =
    chair(x - w * 0.62, y, h * 0.85, night ? '#3A2616' : '#6B3E1F', 1) +
    chair(x + w * 0.62, y, h * 0.85, night ? '#3A2616' : '#6B3E1F', -1);
  o += `<rect x="${n(x - w * 0.04)}" y="${n(y - h)}" width="${n(w * 0.08)}" height="${n(h)}" fill="#2A1A10"/><rect x="${n(x - w * 0.2)}" y="${n(y - w * 0.03)}" width="${n(w * 0.4)}" height="${n(w * 0.03)}" rx="3" fill="#2A1A10"/>`;
  o += `<path d="M${n(x - w / 2)} ${n(y - h)}H${n(x + w / 2)}L${n(x + w * 0.46)} ${n(y - h * 0.6)}H${n(x - w * 0.46)}Z" fill="${cloth}"/>`;
  o += `<rect x="${n(x - w / 2 - 4)}" y="${n(y - h - 6)}" width="${n(w + 8)}" height="8" rx="3" fill="${lighten(cloth, 0.15)}"/>`;
  // items on table
  o += `<rect x="${n(x - w * 0.03)}" y="${n(y - h - w * 0.2)}" width="${n(w * 0.06)}" height="${n(w * 0.14)}" fill="#FFF3D6"/>`;
  if (night)
    o += `<circle cx="${n(x)}" cy="${n(y - h - w * 0.24)}" r="${n(w * 0.25)}" fill="${url(
      c.rad([
        ['#FFD27A', 0, 0.5],
        ['#E8A317', 1, 0],
      ]),
    )}"/>`;
  o += `<ellipse cx="${n(x)}" cy="${n(y - h - w * 0.235)}" rx="${n(w * 0.018)}" ry="${n(w * 0.035)}" fill="#FFB627"/>`;
  o += `<path d="M${n(x - w * 0.38)} ${n(y - h - 6)}h${n(w * 0.18)}l-${n(w * 0.02)} -${n(w * 0.05)}h-${n(w * 0.14)}Z" fill="#F4F1EA"/>`;
  o += `<path d="M${n(x + w * 0.22)} ${n(y - h - 6)}h${n(w * 0.07)}v-${n(w * 0.1)}h-${n(w * 0.07)}Z" fill="#ffffff" opacity=".6"/>`;
  return o;
}
/** Front-elevation restaurant interior. */
export function interior(c, W, H, { night = false, wall, accent = PAL.teal, arches = 4, tables = 3 } = {}) {
  const r = c.r;
  const floorY = H * 0.8;
  wall = wall || (night ? '#3A2A22' : '#E9D8BC');
  let s = `<rect width="${W}" height="${H}" fill="${url(c.lin([lighten(wall, 0.08), darken(wall, 0.12)]))}"/>`;
  s += `<rect width="${W}" height="${floorY}" fill="${url(tilePattern(c, Math.round(W / 12), darken(wall, 0.35), 0.18, 1.2))}"/>`;
  // arches
  const gap = W / arches;
  const aw = gap * 0.62;
  for (let i = 0; i < arches; i++) {
    const x = i * gap + (gap - aw) / 2;
    const top = H * 0.14;
    s += `<path d="${archPath(x - aw * 0.08, aw * 1.16, top - aw * 0.08, floorY - H * 0.12)}" fill="${darken(wall, 0.18)}"/>`;
    s += `<path d="${archPath(x, aw, top, floorY - H * 0.12)}" fill="${night ? url(c.lin(['#0E1A2B', '#2B2A3A', '#5A3A2A'])) : url(c.lin(['#F6E7C8', '#EBC98A']))}"/>`;
    // mashrabiya lattice
    const pid = c.once(
      'lat' + night,
      (id) =>
        `<pattern id="${id}" width="22" height="22" patternUnits="userSpaceOnUse"><path d="M11 0L22 11L11 22L0 11Z" fill="none" stroke="${night ? '#8A5A32' : '#8A5A32'}" stroke-width="2.2"/><circle cx="11" cy="11" r="3" fill="${night ? '#8A5A32' : '#8A5A32'}"/></pattern>`,
    );
    s += `<path d="${archPath(x, aw, top, floorY - H * 0.12)}" fill="${url(pid)}" opacity="${night ? 0.55 : 0.75}"/>`;
    if (night)
      s += `<circle cx="${n(x + aw * 0.7)}" cy="${n(top + aw * 0.5)}" r="${n(aw * 0.1)}" fill="#F6E7C8" opacity=".8"/>`;
  }
  // wainscot tiles
  const wy = floorY - H * 0.12;
  s += `<rect y="${n(wy)}" width="${W}" height="${n(H * 0.12)}" fill="${accent}"/>`;
  s += `<rect y="${n(wy)}" width="${W}" height="${n(H * 0.12)}" fill="${url(tilePattern(c, Math.round(H * 0.12), '#F4F1EA', 0.55, 1.6))}"/>`;
  s += `<rect y="${n(wy - 6)}" width="${W}" height="8" fill="${PAL.saffron}"/>`;
  // floor
  s += `<rect y="${n(floorY)}" width="${W}" height="${n(H - floorY)}" fill="${url(c.lin([night ? '#2A1C14' : '#B98454', night ? '#140D09' : '#7A4B26']))}"/>`;
  for (let i = -12; i < 24; i++)
    s += `<path d="M${n(W / 2 + i * W * 0.08)} ${n(floorY)}L${n(W / 2 + (i - 12) * W * 0.2)} ${n(H)}" stroke="#000" stroke-width="2" opacity=".12"/>`;
  // plants at ends
  s += plant(c, W * 0.04, floorY + 4, H * 0.1) + plant(c, W * 0.96, floorY + 4, H * 0.1);
  // lamps
  const lk = arches;
  for (let i = 0; i < lk; i++) {
    const x = (i + 0.5) * gap,
      y = H * r.range(0.2, 0.3);
    s += `<path d="M${n(x)} 0V${n(y - H * 0.04)}" stroke="#1C1C1C" stroke-width="2"/>`;
    s += i % 2 ? lantern(c, x, y, H * 0.04, night) : pendant(c, x, y, H * 0.045, night);
  }
  // tables
  for (let i = 0; i < tables; i++) {
    const x = (i + 0.5) * (W / tables);
    s += table(
      c,
      x,
      floorY + H * 0.08,
      (W / tables) * 0.45,
      r.pick(['#F4F1EA', '#B3261E', '#F4F1EA', '#E8A317']),
      night,
    );
  }
  if (night)
    s += `<rect width="${W}" height="${H}" fill="${url(
      c.rad(
        [
          ['#000', 0.4, 0],
          ['#000', 1, 0.5],
        ],
        0.5,
        0.5,
        0.8,
      ),
    )}"/>`;
  return s;
}

// ---------------------------------------------------------------- kitchen
export function kitchen(c, W, H) {
  const r = c.r;
  const counterY = H * 0.68;
  let s = `<rect width="${W}" height="${H}" fill="#E9E2D2"/>`;
  const pid = c.once(
    'ktile',
    (id) =>
      `<pattern id="${id}" width="40" height="24" patternUnits="userSpaceOnUse"><rect width="40" height="24" fill="#F4F1EA"/><path d="M0 .5H40M.5 0V12M20.5 12V24M0 12.5H40" stroke="#CFC6B4" stroke-width="1.5"/></pattern>`,
  );
  s += `<rect y="${n(H * 0.3)}" width="${W}" height="${n(counterY - H * 0.3)}" fill="${url(pid)}"/>`;
  s += `<rect width="${W}" height="${n(H * 0.3)}" fill="#2F3B36"/>`;
  // hood
  s += `<path d="M${n(W * 0.3)} ${n(H * 0.3)}L${n(W * 0.36)} ${n(H * 0.1)}H${n(W * 0.64)}L${n(W * 0.7)} ${n(H * 0.3)}Z" fill="${url(c.lin(['#C9CED3', '#8E969E'], 0, 0, 1, 0))}"/>`;
  s += `<rect x="${n(W * 0.42)}" width="${n(W * 0.16)}" height="${n(H * 0.1)}" fill="#A6ADB4"/>`;
  // shelf with jars
  const shelfY = H * 0.45;
  s += `<rect x="${n(W * 0.74)}" y="${n(shelfY)}" width="${n(W * 0.24)}" height="10" fill="#6B3E1F"/>`;
  for (let i = 0; i < 5; i++) {
    const x = W * 0.76 + i * W * 0.045,
      h = H * r.range(0.06, 0.1),
      col = r.pick(SPICES);
    s += `<rect x="${n(x)}" y="${n(shelfY - h)}" width="${n(W * 0.035)}" height="${n(h)}" rx="4" fill="#F8F4EC" opacity=".9"/><rect x="${n(x + 2)}" y="${n(shelfY - h * 0.7)}" width="${n(W * 0.035 - 4)}" height="${n(h * 0.7)}" fill="${col}"/><rect x="${n(x - 1)}" y="${n(shelfY - h - 6)}" width="${n(W * 0.035 + 2)}" height="7" rx="2" fill="#6B3E1F"/>`;
  }
  // hanging pans
  s += `<rect x="${n(W * 0.04)}" y="${n(H * 0.34)}" width="${n(W * 0.22)}" height="6" fill="#5A5A5A"/>`;
  for (let i = 0; i < 3; i++) {
    const x = W * 0.07 + i * W * 0.075,
      R = W * r.range(0.025, 0.035);
    s += `<path d="M${n(x)} ${n(H * 0.34)}V${n(H * 0.44)}" stroke="#5A5A5A" stroke-width="${n(W * 0.008)}" stroke-linecap="round"/><circle cx="${n(x)}" cy="${n(H * 0.44 + R)}" r="${n(R)}" fill="${i === 1 ? '#B87333' : '#3A3A3A'}"/><circle cx="${n(x)}" cy="${n(H * 0.44 + R)}" r="${n(R * 0.75)}" fill="${i === 1 ? '#D08A48' : '#4A4A4A'}"/>`;
  }
  // counter & stove
  s += `<rect y="${n(counterY)}" width="${W}" height="${n(H * 0.04)}" fill="#9AA0A6"/><rect y="${n(counterY + H * 0.04)}" width="${W}" height="${n(H)}" fill="#4A4F54"/>`;
  for (let i = 0; i < 4; i++)
    s += `<rect x="${n(W * (0.06 + i * 0.24))}" y="${n(counterY + H * 0.09)}" width="${n(W * 0.2)}" height="${n(H * 0.2)}" rx="6" fill="#565C62" stroke="#3A3F44" stroke-width="3"/><rect x="${n(W * (0.13 + i * 0.24))}" y="${n(counterY + H * 0.12)}" width="${n(W * 0.06)}" height="8" rx="4" fill="#B9BEC4"/>`;
  // pots
  const pots = [
    [W * 0.38, W * 0.08, '#B87333'],
    [W * 0.6, W * 0.065, '#3A3A3A'],
  ];
  for (const [x, w, col] of pots) {
    const h = w * 0.9;
    s += `<path d="M${n(x - w)} ${n(counterY - h)}H${n(x + w)}V${n(counterY - 6)}Q${n(x + w)} ${n(counterY)} ${n(x + w - 8)} ${n(counterY)}H${n(x - w + 8)}Q${n(x - w)} ${n(counterY)} ${n(x - w)} ${n(counterY - 6)}Z" fill="${url(c.lin([lighten(col, 0.2), col, darken(col, 0.3)], 0, 0, 1, 0))}"/>`;
    s += `<rect x="${n(x - w - 6)}" y="${n(counterY - h - 8)}" width="${n(w * 2 + 12)}" height="10" rx="5" fill="${darken(col, 0.2)}"/>`;
    s += `<rect x="${n(x - w * 1.3)}" y="${n(counterY - h * 0.75)}" width="${n(w * 0.3)}" height="8" rx="4" fill="${darken(col, 0.3)}"/><rect x="${n(x + w)}" y="${n(counterY - h * 0.75)}" width="${n(w * 0.3)}" height="8" rx="4" fill="${darken(col, 0.3)}"/>`;
    s += steam(c, x, counterY - h - 14, w * 0.8, h * 1.4);
  }
  // flames under
  for (const [x, w] of pots)
    for (let k = -2; k <= 2; k++)
      s += `<path d="M${n(x + k * w * 0.3 - 5)} ${n(counterY + 2)}q5 -16 10 0Z" fill="#3A86FF" opacity=".8"/>`;
  // cutting board with herbs
  s += `<rect x="${n(W * 0.76)}" y="${n(counterY - 14)}" width="${n(W * 0.2)}" height="14" rx="5" fill="#B98454"/>`;
  s += `<circle cx="${n(W * 0.82)}" cy="${n(counterY - 22)}" r="12" fill="${shade(c, '#D6352B', 0.3)}"/><circle cx="${n(W * 0.86)}" cy="${n(counterY - 20)}" r="10" fill="${shade(c, '#E9D27A', 0.3)}"/>`;
  s += mintSprig(c, W * 0.88, counterY - 18, W * 0.06, -0.2, '#4F7A28');
  return s;
}
export function steam(c, x, y, w, h, col = '#FFFFFF', op = 0.5) {
  let s = '';
  for (let i = -1; i <= 1; i++) {
    const pts = [];
    for (let k = 0; k < 5; k++) pts.push([x + i * w * 0.4 + Math.sin(k * 1.6 + i) * w * 0.18, y - (k / 4) * h]);
    s += `<path d="${smoothOpen(pts)}" fill="none" stroke="${col}" stroke-width="${n(w * 0.08)}" stroke-linecap="round" opacity="${op}"/>`;
  }
  return s;
}

// ---------------------------------------------------------------- bread oven
export function breadOven(c, W, H) {
  const r = c.r;
  let s = `<rect width="${W}" height="${H}" fill="#4A2A1C"/>`;
  const bh = H / 22,
    bw = bh * 3;
  for (let row = 0; row * bh < H; row++)
    for (let x = ((row % 2) * -bw) / 2; x < W; x += bw)
      s += `<rect x="${n(x + 2)}" y="${n(row * bh + 2)}" width="${n(bw - 4)}" height="${n(bh - 4)}" rx="2" fill="${vary(r, '#7A3F25', 0.15)}"/>`;
  const cx = W * 0.5,
    base = H * 0.78,
    ow = W * 0.34;
  s += `<path d="M${n(cx - ow)} ${n(base)}C${n(cx - ow)} ${n(base - ow * 1.2)} ${n(cx + ow)} ${n(base - ow * 1.2)} ${n(cx + ow)} ${n(base)}Z" fill="${url(c.lin(['#C9A27A', '#8E6A48']))}"/>`;
  s += `<path d="M${n(cx - ow * 0.5)} ${n(base)}V${n(base - ow * 0.35)}A${n(ow * 0.5)} ${n(ow * 0.45)} 0 0 1 ${n(cx + ow * 0.5)} ${n(base - ow * 0.35)}V${n(base)}Z" fill="#1C0E08"/>`;
  s += `<ellipse cx="${n(cx)}" cy="${n(base - ow * 0.2)}" rx="${n(ow * 0.9)}" ry="${n(ow * 0.6)}" fill="${url(
    c.rad([
      ['#FFB347', 0, 0.55],
      ['#E8741A', 0.5, 0.25],
      ['#B3261E', 1, 0],
    ]),
  )}"/>`;
  for (let i = 0; i < 7; i++) {
    const fx = cx + (i - 3) * ow * 0.12,
      fh = ow * r.range(0.2, 0.4);
    s += `<path d="M${n(fx - ow * 0.07)} ${n(base)}Q${n(fx - ow * 0.05)} ${n(base - fh * 0.6)} ${n(fx)} ${n(base - fh)}Q${n(fx + ow * 0.06)} ${n(base - fh * 0.5)} ${n(fx + ow * 0.07)} ${n(base)}Z" fill="${r.pick(['#FF9F1C', '#FFBF47', '#E8741A'])}"/>`;
  }
  s += `<rect x="${n(cx - ow * 1.2)}" y="${n(base)}" width="${n(ow * 2.4)}" height="${n(H * 0.06)}" fill="#6E5A48"/><rect y="${n(base + H * 0.06)}" width="${W}" height="${n(H)}" fill="#2A1A10"/>`;
  // breads on a peel
  const px = W * 0.78,
    py = H * 0.86;
  s += `<path d="M${n(px - W * 0.35)} ${n(py + H * 0.02)}L${n(px - W * 0.12)} ${n(py - H * 0.01)}" stroke="#8A5A32" stroke-width="${n(H * 0.03)}" stroke-linecap="round"/>`;
  s += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(W * 0.13)}" ry="${n(H * 0.06)}" fill="#B98454"/>`;
  s += `<g transform="translate(${n(px)} ${n(py - H * 0.01)}) scale(1 .45)">${flatbread(c, 0, 0, W * 0.11, '#E2B878')}</g>`;
  // stacked bread left
  for (let i = 0; i < 4; i++)
    s += `<g transform="translate(${n(W * 0.15)} ${n(H * 0.9 - i * H * 0.025)}) scale(1 .35)">${flatbread(c, 0, 0, W * 0.1, vary(r, '#E5C189', 0.06))}</g>`;
  s += `<rect width="${W}" height="${H}" fill="${url(
    c.rad(
      [
        ['#000', 0.5, 0],
        ['#000', 1, 0.55],
      ],
      0.5,
      0.6,
      0.75,
    ),
  )}"/>`;
  return s;
}

// ---------------------------------------------------------------- spice market
export function spiceMarket(c, W, H) {
  const r = c.r;
  let s = `<rect width="${W}" height="${H}" fill="${url(c.lin(['#2A1A12', '#140C08']))}"/>`;
  // awning
  const stripes = 16;
  for (let i = 0; i < stripes; i++)
    s += `<path d="M${n((i * W) / stripes)} 0H${n(((i + 1) * W) / stripes)}V${n(H * 0.12)}Q${n(((i + 0.5) * W) / stripes)} ${n(H * 0.17)} ${n((i * W) / stripes)} ${n(H * 0.12)}Z" fill="${i % 2 ? '#F4F1EA' : PAL.red}"/>`;
  for (let i = 0; i < 4; i++) {
    const x = W * (0.15 + i * 0.23);
    s +=
      `<path d="M${n(x)} ${n(H * 0.14)}V${n(H * 0.24)}" stroke="#C9A27A" stroke-width="2"/>` +
      lantern(c, x, H * 0.28, H * 0.045, true, r.pick([PAL.saffron, '#2A9D8F', PAL.red]));
  }
  // shelf of jars back
  const rows = [
    [H * 0.62, 5, W * 0.11],
    [H * 0.9, 4, W * 0.14],
  ];
  const cols = r.shuffle([
    '#E8A317',
    '#C0392B',
    '#8E1B2B',
    '#6B7B3A',
    '#A0522D',
    '#D4AC0D',
    '#7A4A1F',
    '#B85C38',
    '#4F7A28',
  ]);
  let ci = 0;
  s += `<rect y="${n(H * 0.42)}" width="${W}" height="${n(H)}" fill="#1C120C"/>`;
  rows.forEach(([baseY, k, bw], ri) => {
    for (let i = 0; i < k; i++) {
      const x = (i + 0.5) * (W / k) + (ri ? 0 : r.jit(0, 10));
      const col = cols[ci++ % cols.length];
      const mh = bw * r.range(0.55, 0.8);
      // spice cone
      s += `<path d="M${n(x - bw * 0.85)} ${n(baseY - bw * 0.45)}Q${n(x - bw * 0.3)} ${n(baseY - bw * 0.45 - mh * 0.9)} ${n(x)} ${n(baseY - bw * 0.45 - mh)}Q${n(x + bw * 0.3)} ${n(baseY - bw * 0.45 - mh * 0.9)} ${n(x + bw * 0.85)} ${n(baseY - bw * 0.45)}Z" fill="${url(c.lin([lighten(col, 0.25), col, darken(col, 0.3)], 0, 0, 1, 0.3))}"/>`;
      s += dust(c, x, baseY - bw * 0.45 - mh * 0.4, bw * 0.5, 25, darken(col, 0.3), bw * 0.012);
      // basket
      s += `<path d="M${n(x - bw * 0.9)} ${n(baseY - bw * 0.45)}H${n(x + bw * 0.9)}L${n(x + bw * 0.75)} ${n(baseY)}H${n(x - bw * 0.75)}Z" fill="${url(c.lin(['#B98454', '#6B3E1F']))}"/>`;
      for (let k2 = 1; k2 < 4; k2++)
        s += `<path d="M${n(x - bw * (0.9 - k2 * 0.04))} ${n(baseY - bw * 0.45 + k2 * bw * 0.11)}H${n(x + bw * (0.9 - k2 * 0.04))}" stroke="#4A2A12" stroke-width="2" opacity=".6"/>`;
      s += `<ellipse cx="${n(x)}" cy="${n(baseY - bw * 0.45)}" rx="${n(bw * 0.9)}" ry="${n(bw * 0.08)}" fill="#D4A373"/>`;
      // label
      s += `<rect x="${n(x - bw * 0.22)}" y="${n(baseY - bw * 0.32)}" width="${n(bw * 0.44)}" height="${n(bw * 0.18)}" rx="3" fill="#F4F1EA"/><path d="M${n(x - bw * 0.14)} ${n(baseY - bw * 0.23)}H${n(x + bw * 0.14)}" stroke="#1C1C1C" stroke-width="2"/>`;
    }
  });
  s += `<rect width="${W}" height="${H}" fill="${url(
    c.rad(
      [
        ['#000', 0.55, 0],
        ['#000', 1, 0.5],
      ],
      0.5,
      0.55,
      0.75,
    ),
  )}"/>`;
  return s;
}

// ---------------------------------------------------------------- coffee (side view)
export function dallah(c, x, y, s, tilt = 0, col = '#C9A24A') {
  // base at (x,y), height ~ s*2
  const g = url(c.lin([lighten(col, 0.35), col, darken(col, 0.35)], 0, 0, 1, 0));
  let o = `<g transform="rotate(${n(tilt)} ${n(x)} ${n(y)})">`;
  o += `<path d="M${n(x - s * 0.25)} ${n(y - s * 1.3)}C${n(x - s * 0.6)} ${n(y - s * 0.9)} ${n(x - s * 0.95)} ${n(y - s * 0.4)} ${n(x - s * 0.55)} ${n(y - s * 0.05)}H${n(x + s * 0.55)}C${n(x + s * 0.95)} ${n(y - s * 0.4)} ${n(x + s * 0.6)} ${n(y - s * 0.9)} ${n(x + s * 0.25)} ${n(y - s * 1.3)}Z" fill="${g}"/>`;
  o += `<rect x="${n(x - s * 0.62)}" y="${n(y - s * 0.08)}" width="${n(s * 1.24)}" height="${n(s * 0.1)}" rx="${n(s * 0.04)}" fill="${darken(col, 0.2)}"/>`;
  o += `<path d="M${n(x - s * 0.25)} ${n(y - s * 1.3)}L${n(x - s * 0.35)} ${n(y - s * 1.55)}H${n(x + s * 0.35)}L${n(x + s * 0.25)} ${n(y - s * 1.3)}Z" fill="${g}"/>`;
  o += `<path d="M${n(x - s * 0.35)} ${n(y - s * 1.55)}Q${n(x)} ${n(y - s * 2.1)} ${n(x + s * 0.35)} ${n(y - s * 1.55)}Z" fill="${g}"/>`;
  o += `<path d="M${n(x)} ${n(y - s * 1.85)}l${n(s * 0.06)} -${n(s * 0.2)}l${n(s * 0.06)} ${n(s * 0.2)}Z" fill="${darken(col, 0.2)}"/>`;
  // spout (beak) to the left
  o += `<path d="M${n(x - s * 0.6)} ${n(y - s * 0.5)}C${n(x - s * 1.0)} ${n(y - s * 0.9)} ${n(x - s * 1.1)} ${n(y - s * 1.5)} ${n(x - s * 1.25)} ${n(y - s * 1.75)}L${n(x - s * 1.12)} ${n(y - s * 1.78)}C${n(x - s * 0.95)} ${n(y - s * 1.4)} ${n(x - s * 0.75)} ${n(y - s * 1.0)} ${n(x - s * 0.45)} ${n(y - s * 0.8)}Z" fill="${g}"/>`;
  // handle right
  o += `<path d="M${n(x + s * 0.3)} ${n(y - s * 1.45)}C${n(x + s * 1.2)} ${n(y - s * 1.5)} ${n(x + s * 1.0)} ${n(y - s * 0.5)} ${n(x + s * 0.65)} ${n(y - s * 0.35)}" fill="none" stroke="${darken(col, 0.25)}" stroke-width="${n(s * 0.1)}" stroke-linecap="round"/>`;
  o += `<path d="M${n(x - s * 0.7)} ${n(y - s * 0.6)}H${n(x + s * 0.7)}" stroke="${darken(col, 0.3)}" stroke-width="${n(s * 0.04)}" opacity=".6"/>`;
  o += '</g>';
  return o;
}
export function finjan(c, x, y, s, col = '#F4F1EA', accent = PAL.saffron) {
  // side-view handleless cup, base at (x,y), width ~ s
  return `<path d="M${n(x - s * 0.55)} ${n(y - s * 0.7)}H${n(x + s * 0.55)}Q${n(x + s * 0.5)} ${n(y)} ${n(x + s * 0.2)} ${n(y)}H${n(x - s * 0.2)}Q${n(x - s * 0.5)} ${n(y)} ${n(x - s * 0.55)} ${n(y - s * 0.7)}Z" fill="${url(c.lin([lighten(col, 0.2), col, darken(col, 0.2)], 0, 0, 1, 0))}"/><path d="M${n(x - s * 0.52)} ${n(y - s * 0.55)}H${n(x + s * 0.52)}" stroke="${accent}" stroke-width="${n(s * 0.08)}"/><ellipse cx="${n(x)}" cy="${n(y - s * 0.7)}" rx="${n(s * 0.55)}" ry="${n(s * 0.1)}" fill="#8A5A18"/>`;
}
export function coffeePour(c, W, H, { dark = true } = {}) {
  const r = c.r;
  let s = `<rect width="${W}" height="${H}" fill="${url(c.lin(dark ? ['#2E1F17', '#120B08'] : ['#F4EAD8', '#E2CFAE']))}"/>`;
  s += `<rect width="${W}" height="${H}" fill="${url(tilePattern(c, Math.round(H / 4), PAL.saffron, dark ? 0.08 : 0.15, 1.5))}"/>`;
  const tableY = H * 0.8;
  s += `<rect y="${n(tableY)}" width="${W}" height="${n(H - tableY)}" fill="${url(c.lin(['#6B3E1F', '#3A2010']))}"/>`;
  s += `<rect y="${n(tableY)}" width="${W}" height="4" fill="#8A5A32"/>`;
  s += `<circle cx="${n(W * 0.45)}" cy="${n(H * 0.45)}" r="${n(H * 0.55)}" fill="${url(
    c.rad([
      ['#E8A317', 0, 0.28],
      ['#E8A317', 1, 0],
    ]),
  )}"/>`;
  const s0 = H * 0.2;
  const dx = W * 0.6,
    dy = H * 0.42,
    tilt = -58;
  s += dallah(c, dx, dy, s0, tilt);
  // stream from the spout tip (rotated) down into the cup
  const th = (tilt * Math.PI) / 180,
    tx = -1.2 * s0,
    ty = -1.77 * s0;
  const sx = dx + tx * Math.cos(th) - ty * Math.sin(th),
    sy = dy + tx * Math.sin(th) + ty * Math.cos(th);
  const cupX = sx - s0 * 0.12;
  s += `<path d="M${n(sx)} ${n(sy)}Q${n(sx - s0 * 0.12)} ${n(sy + s0 * 0.1)} ${n(cupX)} ${n(tableY - s0 * 0.45)}" fill="none" stroke="#9A6420" stroke-width="${n(s0 * 0.05)}" stroke-linecap="round"/>`;
  s += finjan(c, cupX, tableY, s0 * 0.6);
  s += finjan(c, cupX - s0 * 1.1, tableY, s0 * 0.6, '#F4F1EA', PAL.red);
  s += steam(c, cupX - s0 * 1.1, tableY - s0 * 0.6, s0 * 0.3, s0 * 0.6, '#fff', 0.25);
  // dates plate
  s += `<ellipse cx="${n(W * 0.82)}" cy="${n(tableY - 4)}" rx="${n(W * 0.12)}" ry="${n(H * 0.03)}" fill="#F4F1EA"/>`;
  for (let i = 0; i < 6; i++)
    s += `<ellipse cx="${n(W * 0.74 + i * W * 0.03)}" cy="${n(tableY - 12 - (i % 2) * 8)}" rx="${n(W * 0.022)}" ry="${n(H * 0.022)}" fill="${shade(c, r.pick(['#6B2E12', '#5A2410']))}"/>`;
  return s;
}

// ---------------------------------------------------------------- delivery
export function delivery(c, W, H) {
  const r = c.r;
  const ground = H * 0.78;
  let s = `<rect width="${W}" height="${H}" fill="${url(c.lin(['#F7E3B5', '#F4F1EA']))}"/>`;
  s += `<circle cx="${n(W * 0.8)}" cy="${n(H * 0.25)}" r="${n(H * 0.1)}" fill="#F3C65A"/>`;
  // skyline
  let sk = '';
  let x = 0;
  while (x < W) {
    const w = W * r.range(0.04, 0.08),
      h = H * r.range(0.12, 0.3);
    sk += `<rect x="${n(x)}" y="${n(ground - h)}" width="${n(w)}" height="${n(h)}"/>`;
    x += w + 2;
  }
  s += `<g fill="#E6D3B3">${sk}</g>`;
  // a tower with a sky-bridge opening at the top (generic)
  const tx = W * 0.3,
    th = H * 0.55;
  s += `<path d="M${n(tx - W * 0.04)} ${n(ground)}L${n(tx - W * 0.025)} ${n(ground - th)}Q${n(tx)} ${n(ground - th - H * 0.04)} ${n(tx + W * 0.025)} ${n(ground - th)}L${n(tx + W * 0.04)} ${n(ground)}Z" fill="#D9C29B"/><path d="M${n(tx - W * 0.015)} ${n(ground - th * 0.9)}Q${n(tx)} ${n(ground - th * 1.02)} ${n(tx + W * 0.015)} ${n(ground - th * 0.9)}V${n(ground - th * 0.78)}H${n(tx - W * 0.015)}Z" fill="#F7E3B5"/>`;
  s += `<rect y="${n(ground)}" width="${W}" height="${n(H - ground)}" fill="#3A3A3A"/>`;
  for (let i = 0; i < 8; i++)
    s += `<rect x="${n(i * W * 0.14)}" y="${n(ground + (H - ground) * 0.45)}" width="${n(W * 0.07)}" height="6" fill="#F4F1EA" opacity=".8"/>`;
  // speed lines
  for (let i = 0; i < 4; i++)
    s += `<path d="M${n(W * 0.08)} ${n(H * 0.5 + i * H * 0.05)}H${n(W * 0.28 - i * 20)}" stroke="${PAL.saffron}" stroke-width="6" stroke-linecap="round" opacity=".7"/>`;
  // scooter
  const sx = W * 0.55,
    sy = ground - H * 0.08,
    wr = H * 0.08;
  s += `<circle cx="${n(sx - W * 0.14)}" cy="${n(sy)}" r="${n(wr)}" fill="#1C1C1C"/><circle cx="${n(sx - W * 0.14)}" cy="${n(sy)}" r="${n(wr * 0.45)}" fill="#9AA0A6"/>`;
  s += `<circle cx="${n(sx + W * 0.14)}" cy="${n(sy)}" r="${n(wr)}" fill="#1C1C1C"/><circle cx="${n(sx + W * 0.14)}" cy="${n(sy)}" r="${n(wr * 0.45)}" fill="#9AA0A6"/>`;
  s += `<path d="M${n(sx - W * 0.2)} ${n(sy - wr * 0.2)}Q${n(sx - W * 0.18)} ${n(sy - wr * 1.6)} ${n(sx - W * 0.05)} ${n(sy - wr * 1.5)}H${n(sx + W * 0.06)}L${n(sx + W * 0.1)} ${n(sy - wr * 0.3)}Q${n(sx)} ${n(sy + wr * 0.2)} ${n(sx - W * 0.2)} ${n(sy - wr * 0.2)}Z" fill="${PAL.red}"/>`;
  s += `<path d="M${n(sx + W * 0.08)} ${n(sy - wr * 0.6)}L${n(sx + W * 0.12)} ${n(sy - wr * 3.2)}" stroke="#1C1C1C" stroke-width="${n(wr * 0.25)}" stroke-linecap="round"/><path d="M${n(sx + W * 0.09)} ${n(sy - wr * 3.2)}H${n(sx + W * 0.15)}" stroke="#1C1C1C" stroke-width="${n(wr * 0.2)}" stroke-linecap="round"/>`;
  s += `<path d="M${n(sx + W * 0.15)} ${n(sy - wr * 0.1)}A${n(wr * 1.3)} ${n(wr * 1.3)} 0 0 0 ${n(sx + W * 0.1)} ${n(sy - wr * 1.2)}" fill="none" stroke="${PAL.red}" stroke-width="${n(wr * 0.3)}"/>`;
  // rider (simple)
  const rx = sx - W * 0.02,
    ry = sy - wr * 1.5;
  s += `<path d="M${n(rx - W * 0.05)} ${n(ry)}L${n(rx)} ${n(ry - H * 0.2)}H${n(rx + W * 0.05)}L${n(rx + W * 0.06)} ${n(ry)}Z" fill="${PAL.saffron}"/>`;
  s += `<path d="M${n(rx + W * 0.04)} ${n(ry - H * 0.17)}L${n(sx + W * 0.12)} ${n(sy - wr * 3)}" stroke="${PAL.saffron}" stroke-width="${n(W * 0.02)}" stroke-linecap="round"/>`;
  s += `<path d="M${n(rx - W * 0.03)} ${n(ry)}L${n(rx + W * 0.07)} ${n(ry + 4)}L${n(rx + W * 0.09)} ${n(sy - wr * 0.4)}" fill="none" stroke="#1C1C1C" stroke-width="${n(W * 0.022)}" stroke-linejoin="round" stroke-linecap="round"/>`;
  s += `<circle cx="${n(rx + W * 0.03)}" cy="${n(ry - H * 0.25)}" r="${n(H * 0.055)}" fill="#1C1C1C"/><path d="M${n(rx + W * 0.03)} ${n(ry - H * 0.25)}h${n(H * 0.05)}v${n(H * 0.03)}h-${n(H * 0.05)}Z" fill="#5A9BD5" opacity=".8"/>`;
  // delivery box on back
  const bx = sx - W * 0.2,
    by = sy - wr * 1.6;
  s += `<rect x="${n(bx - W * 0.02)}" y="${n(by - H * 0.2)}" width="${n(W * 0.14)}" height="${n(H * 0.2)}" rx="8" fill="${PAL.saffron}"/><rect x="${n(bx - W * 0.02)}" y="${n(by - H * 0.2)}" width="${n(W * 0.14)}" height="${n(H * 0.04)}" rx="6" fill="#C98A0F"/>`;
  s += `<g transform="translate(${n(bx + W * 0.05)} ${n(by - H * 0.09)})">${flowerMarkInner(H * 0.05, '#fff', PAL.red)}</g>`;
  return s;
}
/** saffron-crocus mark centred at 0,0 with radius ~ s */
export function flowerMarkInner(s, petal = PAL.saffron, stigma = PAL.red) {
  let o = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * 360;
    o += `<path d="M0 0C${n(-s * 0.42)} ${n(-s * 0.3)} ${n(-s * 0.34)} ${n(-s * 0.85)} 0 ${n(-s)}C${n(s * 0.34)} ${n(-s * 0.85)} ${n(s * 0.42)} ${n(-s * 0.3)} 0 0Z" fill="${petal}" transform="rotate(${a})" opacity="${i % 2 ? 0.82 : 1}"/>`;
  }
  for (const a of [-25, 0, 25])
    o += `<path d="M0 ${n(s * 0.1)}L0 ${n(-s * 0.62)}" stroke="${stigma}" stroke-width="${n(s * 0.09)}" stroke-linecap="round" transform="rotate(${a})"/>`;
  o += `<circle r="${n(s * 0.14)}" fill="${stigma}"/>`;
  return o;
}

// ---------------------------------------------------------------- compositions
/** A plated dish on a transparent background, with a garnish beside it (hero and offer pictures). */
export function heroDish(kind, container, { garnish = true } = {}) {
  return (c) => {
    const W = c.w,
      cx = W / 2,
      cy = W / 2,
      R = W * 0.42;
    let s = dish(c, kind, cx, cy, R, container);
    if (garnish) {
      s += mintSprig(c, cx + R * 0.62, cy + R * 0.88, R * 0.4, -0.35);
      s += c.r.chance(0.5)
        ? lemonWedge(c, cx - R * 0.86, cy + R * 0.76, R * 0.16, 0.7)
        : cherryTomato(c, cx - R * 0.86, cy + R * 0.78, R * 0.09);
    }
    return s;
  };
}
/** Darken a scene, more at the edges than at `center`. */
export const darkOverlay = (c, op = 0.5, center = 0.15) =>
  `<rect width="${c.w}" height="${c.h}" fill="#0B0806" opacity="${op}"/><rect width="${c.w}" height="${c.h}" fill="${url(
    c.rad(
      [
        ['#000', 0, center],
        ['#000', 1, 0.6],
      ],
      0.5,
      0.5,
      0.75,
    ),
  )}"/>`;

/** A catering buffet: six dishes in steel trays. */
export function buffet(c) {
  const W = c.w,
    H = c.h;
  let s = surface(c, 'linen', W, H);
  const kinds = ['kabsa', 'kebab', 'fattoush', 'hummus', 'kunafa', 'tabbouleh'];
  const cw = W / 3,
    ch = H / 2;
  kinds.forEach((k, i) => {
    const x = (i % 3) * cw + cw * 0.08,
      y = Math.floor(i / 3) * ch + ch * 0.1,
      w = cw * 0.84,
      h = ch * 0.8;
    s += shadow(c, x + w / 2 + 4, y + h / 2 + 8, w * 0.52, h * 0.52, 0.3);
    s += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="14" fill="${url(c.lin(['#E3E6E9', '#9AA0A6'], 0, 0, 1, 1))}"/>`;
    const clip = c.clip(`<rect x="${n(x + 10)}" y="${n(y + 10)}" width="${n(w - 20)}" height="${n(h - 20)}" rx="8"/>`);
    s += `<g clip-path="url(#${clip})"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#5A5A5A"/>${DISHES[k](c, x + w / 2, y + h / 2, w * 0.62)}</g>`;
    s += `<rect x="${n(x + 10)}" y="${n(y + 10)}" width="${n(w - 20)}" height="${n(h - 20)}" rx="8" fill="none" stroke="#6E747A" stroke-width="3"/>`;
  });
  return s;
}
/** A private event: string lights over a long candle-lit table. */
export function privateEvent(c) {
  const W = c.w,
    H = c.h;
  let s = interior(c, W, H, { night: true, arches: 3, tables: 0, accent: '#3A2A4A' });
  // string lights
  for (let k = 0; k < 2; k++) {
    const y0 = H * (0.08 + k * 0.07);
    let path = `M0 ${n(y0)}`;
    const pts = [];
    for (let i = 0; i <= 4; i++) {
      const x1 = (i * W) / 4,
        x2 = ((i + 1) * W) / 4;
      path += `Q${n((x1 + x2) / 2)} ${n(y0 + H * 0.1)} ${n(x2)} ${n(y0)}`;
      for (let t = 0.15; t < 1; t += 0.2) pts.push([x1 + (x2 - x1) * t, y0 + H * 0.1 * 2 * t * (1 - t) * 1]);
    }
    s += `<path d="${path}" fill="none" stroke="#1C1C1C" stroke-width="2"/>`;
    for (const [x, y] of pts)
      s += `<circle cx="${n(x)}" cy="${n(y + 6)}" r="14" fill="${url(
        c.rad([
          ['#FFE3A0', 0, 0.8],
          ['#E8A317', 1, 0],
        ]),
      )}"/><circle cx="${n(x)}" cy="${n(y + 6)}" r="4" fill="#FFF3C8"/>`;
  }
  // long banquet table
  const ty = H * 0.72;
  s += `<rect x="${n(W * 0.08)}" y="${n(ty)}" width="${n(W * 0.84)}" height="${n(H * 0.2)}" fill="#F4F1EA"/><rect x="${n(W * 0.06)}" y="${n(ty - 8)}" width="${n(W * 0.88)}" height="12" rx="4" fill="#FFFFFF"/><rect x="${n(W * 0.3)}" y="${n(ty)}" width="${n(W * 0.4)}" height="${n(H * 0.2)}" fill="${PAL.red}" opacity=".85"/>`;
  for (let i = 0; i < 7; i++) {
    const x = W * (0.14 + i * 0.12);
    s += `<circle cx="${n(x)}" cy="${n(ty - 40)}" r="40" fill="${url(
      c.rad([
        ['#FFD27A', 0, 0.5],
        ['#E8A317', 1, 0],
      ]),
    )}"/><rect x="${n(x - 4)}" y="${n(ty - 30)}" width="8" height="24" fill="#FFF3D6"/><ellipse cx="${n(x)}" cy="${n(ty - 36)}" rx="3" ry="6" fill="#FFB627"/>`;
    if (i % 2) s += `<path d="M${n(x - 22)} ${n(ty - 8)}h44l-6 -10h-32z" fill="#E9E2D2"/>`;
  }
  return s + darkOverlay(c, 0.15, 0);
}
