// Food illustration primitives: plates, bowls, ingredients and complete dishes,
// all drawn top-down in a flat vector style with soft shading.
import { PAL, lighten, darken, vary, n, deg, blob, leafPath, smoothOpen, url } from './core.mjs';

/** Radial "lit from top-left" gradient for a base colour. */
export function shade(c, base, amt = 0.22) {
  return url(c.rad([lighten(base, amt), [base, 0.55], [darken(base, amt), 1]], 0.5, 0.5, 0.62, 0.36, 0.3));
}
export function shadow(c, cx, cy, rx, ry, op = 0.3, sd = null) {
  const b = c.blur(Math.max(2, Math.round(sd ?? rx * 0.07)));
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity="${op}" filter="${url(b)}"/>`;
}
const circ = (x, y, r, fill, extra = '') => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ell = (x, y, rx, ry, rot, fill, extra = '') =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" transform="rotate(${n(deg(rot))} ${n(x)} ${n(y)})"${extra}/>`;

// ---------------------------------------------------------------- containers
export const PLATES = ['white', 'charcoal', 'blue', 'terracotta', 'copper', 'wood', 'olive', 'cream'];

export function plate(c, cx, cy, R, style = 'white') {
  const r = c.r;
  let s = shadow(c, cx + R * 0.03, cy + R * 0.07, R, R * 0.98, 0.32);
  let inner = R * 0.7;
  const ring = (rr, col, w, op = 1, extra = '') =>
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="none" stroke="${col}" stroke-width="${n(w)}" opacity="${op}"${extra}/>`;
  const hi = `<path d="M${n(cx - R * 0.83)} ${n(cy - R * 0.2)}A${n(R * 0.86)} ${n(R * 0.86)} 0 0 1 ${n(cx - R * 0.2)} ${n(cy - R * 0.83)}" fill="none" stroke="#fff" stroke-width="${n(R * 0.03)}" stroke-linecap="round" opacity=".55"/>`;
  switch (style) {
    case 'charcoal':
      s += circ(cx, cy, R, url(c.rad(['#3A3836', ['#2A2927', 0.8], ['#1B1A19', 1]])));
      s += circ(cx, cy, R * 0.72, url(c.rad(['#2E2D2B', ['#252422', 1]], 0.45, 0.4)));
      s += ring(R * 0.72, '#fff', R * 0.01, 0.08);
      s += hi.replace('opacity=".55"', 'opacity=".12"');
      inner = R * 0.7;
      break;
    case 'blue': {
      s += circ(cx, cy, R, url(c.rad(['#FFFFFF', ['#F3F1EC', 0.85], ['#DCD8CF', 1]])));
      s += ring(R * 0.9, '#1F4E79', R * 0.05);
      const k = 24;
      for (let i = 0; i < k; i++) {
        const t = (i / k) * Math.PI * 2;
        s += circ(cx + Math.cos(t) * R * 0.81, cy + Math.sin(t) * R * 0.81, R * 0.025, i % 2 ? '#2A9D8F' : '#1F4E79');
      }
      s += ring(R * 0.75, '#1F4E79', R * 0.012);
      s += circ(cx, cy, R * 0.72, url(c.rad(['#F7F5F0', ['#FFFFFF', 0.7], ['#EEEAE2', 1]], 0.45, 0.4)));
      s += hi;
      inner = R * 0.68;
      break;
    }
    case 'terracotta': {
      s += circ(cx, cy, R, url(c.rad(['#C96E45', ['#B85C38', 0.8], ['#8E4226', 1]])));
      const k = 36;
      for (let i = 0; i < k; i++) {
        const t = (i / k) * Math.PI * 2;
        s += circ(cx + Math.cos(t) * R * 0.88, cy + Math.sin(t) * R * 0.88, R * 0.018, '#F4E3CC', ' opacity=".85"');
      }
      s += circ(cx, cy, R * 0.78, url(c.rad(['#FAF3E6', ['#F1E4CC', 1]], 0.45, 0.4)));
      s += ring(R * 0.78, '#8E4226', R * 0.015, 0.5);
      inner = R * 0.74;
      break;
    }
    case 'copper': {
      s += circ(
        cx,
        cy,
        R,
        url(c.rad(['#F6C99A', ['#D98B4A', 0.45], ['#B5652E', 0.8], ['#7A3E17', 1]], 0.5, 0.5, 0.55, 0.32, 0.28)),
      );
      s += `<path d="M${n(cx - R * 0.9)} ${n(cy + R * 0.1)}A${n(R * 0.92)} ${n(R * 0.92)} 0 0 1 ${n(cx + R * 0.1)} ${n(cy - R * 0.9)}" fill="none" stroke="#FFE2C0" stroke-width="${n(R * 0.05)}" stroke-linecap="round" opacity=".45"/>`;
      for (let i = 0; i < 5; i++) s += ring(R * (0.94 - i * 0.025), '#6E3A12', R * 0.006, 0.45);
      const k = 16;
      for (let i = 0; i < k; i++) {
        const t = (i / k) * Math.PI * 2;
        s += `<path d="M${n(cx + Math.cos(t) * R * 0.86)} ${n(cy + Math.sin(t) * R * 0.86)}L${n(cx + Math.cos(t + 0.1) * R * 0.92)} ${n(cy + Math.sin(t + 0.1) * R * 0.92)}" stroke="#6E3A12" stroke-width="${n(R * 0.008)}" opacity=".5"/>`;
      }
      s += hi.replace('opacity=".55"', 'opacity=".35"');
      inner = R * 0.84;
      break;
    }
    case 'wood': {
      s += circ(cx, cy, R, url(c.rad(['#D4A373', ['#B98454', 0.85], ['#8A5A32', 1]], 0.5, 0.5, 0.55, 0.4, 0.35)));
      for (let i = 1; i < 7; i++)
        s += `<path d="${blob(r, cx, cy, R * i * 0.13, R * i * 0.13, { jit: 0.05, pts: 10 })}" fill="none" stroke="#7A4B26" stroke-width="${n(R * 0.006)}" opacity=".35"/>`;
      s += ring(R * 0.985, '#6B3E1F', R * 0.03, 0.6);
      inner = R * 0.88;
      break;
    }
    case 'olive':
      s += circ(cx, cy, R, url(c.rad(['#8A9A52', ['#6B7B3A', 0.85], ['#4A5628', 1]])));
      s += circ(cx, cy, R * 0.74, url(c.rad(['#F6F2E4', ['#ECE5CF', 1]], 0.45, 0.4)));
      s += ring(R * 0.74, '#4A5628', R * 0.012, 0.5);
      s += hi.replace('opacity=".55"', 'opacity=".3"');
      inner = R * 0.7;
      break;
    case 'cream':
      s += circ(cx, cy, R, url(c.rad(['#FBF6EA', ['#F1E8D4', 0.85], ['#D9CCB0', 1]])));
      s += ring(R * 0.93, PAL.saffron, R * 0.012, 0.9);
      s += ring(R * 0.9, PAL.saffron, R * 0.005, 0.9);
      s += circ(cx, cy, R * 0.74, url(c.rad(['#FFFCF4', ['#F5EEDD', 1]], 0.45, 0.4)));
      s += hi;
      inner = R * 0.72;
      break;
    default: // white
      s += circ(cx, cy, R, url(c.rad(['#FFFFFF', ['#F2EFE8', 0.85], ['#D9D4C9', 1]])));
      s += circ(cx, cy, R * 0.72, url(c.rad(['#F4F1EA', ['#FFFFFF', 0.7], ['#ECE8E0', 1]], 0.45, 0.4)));
      s += ring(R * 0.72, '#000', R * 0.01, 0.05);
      s += hi;
      inner = R * 0.7;
  }
  return { svg: s, inner };
}

export function bowl(c, cx, cy, R, color = '#F4F1EA') {
  let s = shadow(c, cx + R * 0.04, cy + R * 0.08, R, R * 0.98, 0.35);
  s += circ(
    cx,
    cy,
    R,
    url(c.rad([lighten(color, 0.3), [color, 0.8], [darken(color, 0.25), 1]], 0.5, 0.5, 0.5, 0.35, 0.3)),
  );
  s += circ(
    cx,
    cy,
    R * 0.86,
    url(c.rad([darken(color, 0.02), [darken(color, 0.08), 0.8], [darken(color, 0.3), 1]], 0.55, 0.58)),
  );
  return { svg: s, inner: R * 0.8 };
}

// ---------------------------------------------------------------- ingredients
export function grains(c, cx, cy, R, colors, count, size) {
  const r = c.r;
  let s = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = r.inDisc(cx, cy, R);
    s += ell(x, y, size, size * 0.38, r() * Math.PI, r.pick(colors));
  }
  return s;
}
export function riceMound(c, cx, cy, R, base = '#E9B949') {
  const r = c.r;
  let s = `<path d="${blob(r, cx, cy, R, R, { pts: 14, jit: 0.06 })}" fill="${shade(c, base, 0.15)}"/>`;
  const cols = [lighten(base, 0.45), lighten(base, 0.25), base, darken(base, 0.08), '#FFF8E6'];
  s += grains(c, cx, cy, R * 0.96, cols, Math.round(R * R * 0.035), R * 0.045);
  return s;
}
export function chickenPiece(c, x, y, sz, rot) {
  const r = c.r;
  let s = `<path d="${blob(r, x, y, sz, sz * 0.72, { rot, jit: 0.1, pts: 8 })}" fill="${shade(c, '#B8662A', 0.28)}"/>`;
  s += `<path d="${blob(r, x - sz * 0.2, y - sz * 0.2, sz * 0.45, sz * 0.25, { rot, jit: 0.2 })}" fill="#F2C27B" opacity=".45"/>`;
  for (let i = 0; i < 5; i++) {
    const [px, py] = r.inDisc(x, y, sz * 0.6);
    s += ell(px, py, sz * r.range(0.06, 0.14), sz * 0.05, rot + 0.4, '#5A2A10', ' opacity=".55"');
  }
  return s;
}
export function meatChunk(c, x, y, sz, rot, base = '#7A3B1E') {
  const r = c.r;
  let s = `<path d="${blob(r, x, y, sz, sz * 0.85, { rot, pts: 7, jit: 0.12 })}" fill="${shade(c, base, 0.25)}"/>`;
  const ca = Math.cos(rot + 0.8),
    sa = Math.sin(rot + 0.8);
  for (const o of [-0.35, 0.25]) {
    const ox = x + Math.cos(rot + 0.8 + Math.PI / 2) * sz * o,
      oy = y + Math.sin(rot + 0.8 + Math.PI / 2) * sz * o;
    s += `<path d="M${n(ox - ca * sz * 0.6)} ${n(oy - sa * sz * 0.6)}L${n(ox + ca * sz * 0.6)} ${n(oy + sa * sz * 0.6)}" stroke="${darken(base, 0.55)}" stroke-width="${n(sz * 0.14)}" stroke-linecap="round" opacity=".8"/>`;
  }
  return s;
}
export function chickpea(c, x, y, sz) {
  return (
    circ(x, y, sz, shade(c, '#D9B77A', 0.25)) + circ(x - sz * 0.3, y - sz * 0.3, sz * 0.25, '#fff', ' opacity=".35"')
  );
}
export function herbs(c, cx, cy, R, count, cols = ['#4F7A28', '#6B9B37', '#3E6420']) {
  const r = c.r;
  let s = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = r.inDisc(cx, cy, R);
    const z = R * r.range(0.012, 0.03);
    s += `<path d="${leafPath(x, y, z * 2.2, z * 0.8, r() * 6.3)}" fill="${r.pick(cols)}"/>`;
  }
  return s;
}
export function dust(c, cx, cy, R, count, col, sz) {
  const r = c.r;
  let s = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = r.inDisc(cx, cy, R);
    s += circ(x, y, sz * r.range(0.5, 1.2), col, ` opacity="${n(r.range(0.5, 0.95))}"`);
  }
  return s;
}
export function lemonWedge(c, x, y, sz, rot) {
  const ca = Math.cos(rot),
    sa = Math.sin(rot);
  const P = (u, v) => `${n(x + u * ca - v * sa)} ${n(y + u * sa + v * ca)}`;
  let s = `<path d="M${P(-sz, 0)}A${n(sz)} ${n(sz * 0.6)} ${n(deg(rot))} 0 0 ${P(sz, 0)}Z" fill="#F2C230"/>`;
  s += `<path d="M${P(-sz * 0.86, -sz * 0.02)}A${n(sz * 0.86)} ${n(sz * 0.46)} ${n(deg(rot))} 0 0 ${P(sz * 0.86, -sz * 0.02)}Z" fill="#FBE89A"/>`;
  for (const k of [-0.5, 0, 0.5])
    s += `<path d="M${P(0, -sz * 0.02)}L${P(k * sz * 0.8, -sz * 0.4 * Math.cos(k))}" stroke="#F2C230" stroke-width="${n(sz * 0.05)}"/>`;
  return s;
}
export function citrusSlice(c, x, y, sz, rind = '#F2C230', flesh = '#FBE89A') {
  let s = circ(x, y, sz, rind) + circ(x, y, sz * 0.86, flesh);
  for (let i = 0; i < 9; i++) {
    const t = (i / 9) * Math.PI * 2;
    s += `<path d="M${n(x)} ${n(y)}L${n(x + Math.cos(t) * sz * 0.84)} ${n(y + Math.sin(t) * sz * 0.84)}" stroke="${rind}" stroke-width="${n(sz * 0.05)}" opacity=".8"/>`;
  }
  return s + circ(x, y, sz * 0.12, '#FFF6D0');
}
export function tomatoSlice(c, x, y, sz) {
  const r = c.r;
  let s = circ(x, y, sz, '#C8322A') + circ(x, y, sz * 0.82, '#E04B3A');
  for (let i = 0; i < 4; i++) {
    const t = (i / 4) * Math.PI * 2 + r();
    s += ell(x + Math.cos(t) * sz * 0.42, y + Math.sin(t) * sz * 0.42, sz * 0.25, sz * 0.16, t, '#F28B6E');
  }
  return s + circ(x, y, sz * 0.18, '#F3A28B');
}
export function cherryTomato(c, x, y, sz) {
  let s = circ(x, y, sz, shade(c, '#D6352B', 0.3));
  s += circ(x - sz * 0.35, y - sz * 0.35, sz * 0.22, '#fff', ' opacity=".5"');
  s += `<polygon points="${[0, 1, 2, 3, 4]
    .map((i) => {
      const t = (i / 5) * 6.283;
      return `${n(x + Math.cos(t) * sz * 0.35)},${n(y + Math.sin(t) * sz * 0.35)}`;
    })
    .join(' ')}" fill="#4F7A28"/>`;
  return s;
}
export function cucumberSlice(c, x, y, sz) {
  const r = c.r;
  let s = circ(x, y, sz, '#3E6B2A') + circ(x, y, sz * 0.86, '#CFE3A6') + circ(x, y, sz * 0.5, '#B9D889');
  for (let i = 0; i < 6; i++) {
    const t = (i / 6) * Math.PI * 2 + r() * 0.3;
    s += ell(x + Math.cos(t) * sz * 0.28, y + Math.sin(t) * sz * 0.28, sz * 0.1, sz * 0.05, t, '#F3F6E0');
  }
  return s;
}
export function onionRing(c, x, y, sz, col = '#8E3B6E') {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(sz)}" fill="none" stroke="${col}" stroke-width="${n(sz * 0.22)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(sz * 0.72)}" fill="none" stroke="#F1E3EE" stroke-width="${n(sz * 0.16)}"/>`;
}
export function olive(c, x, y, sz, col = '#3B2A3F') {
  return (
    ell(x, y, sz, sz * 0.75, c.r() * 6, shade(c, col, 0.3)) +
    circ(x - sz * 0.3, y - sz * 0.25, sz * 0.18, '#fff', ' opacity=".4"')
  );
}
export function pomSeeds(c, cx, cy, R, count) {
  const r = c.r;
  let s = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = r.inDisc(cx, cy, R);
    const z = R * r.range(0.025, 0.04);
    s +=
      ell(x, y, z, z * 0.8, r() * 6, r.pick(['#B3261E', '#D7263D', '#9E1B32'])) +
      circ(x - z * 0.3, y - z * 0.3, z * 0.3, '#fff', ' opacity=".5"');
  }
  return s;
}
export function pitaChip(c, x, y, sz, rot) {
  const r = c.r;
  const pts = [0, 1, 2].map((i) => {
    const t = rot + (i / 3) * Math.PI * 2;
    return [x + Math.cos(t) * sz * r.range(0.85, 1.1), y + Math.sin(t) * sz * r.range(0.85, 1.1)];
  });
  let s = `<path d="M${pts.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}Z" fill="${shade(c, '#D9A45B', 0.2)}" stroke="#B07A35" stroke-width="${n(sz * 0.06)}" stroke-linejoin="round"/>`;
  s += dust(c, x, y, sz * 0.4, 3, '#9C6628', sz * 0.06);
  return s;
}
export function lettuceLeaf(c, x, y, sz, rot, col = '#7DAA3E') {
  const r = c.r;
  let s = `<path d="${blob(r, x, y, sz, sz * 0.6, { rot, pts: 14, jit: 0.13 })}" fill="${shade(c, col, 0.2)}"/>`;
  s += `<path d="M${n(x - Math.cos(rot) * sz * 0.8)} ${n(y - Math.sin(rot) * sz * 0.8)}L${n(x + Math.cos(rot) * sz * 0.7)} ${n(y + Math.sin(rot) * sz * 0.7)}" stroke="${lighten(col, 0.45)}" stroke-width="${n(sz * 0.06)}" stroke-linecap="round"/>`;
  return s;
}
export function mintSprig(c, x, y, sz, rot, col = '#3F7F3A') {
  const r = c.r;
  const ca = Math.cos(rot),
    sa = Math.sin(rot);
  let s = `<path d="M${n(x)} ${n(y)}L${n(x + ca * sz)} ${n(y + sa * sz)}" stroke="${darken(col, 0.2)}" stroke-width="${n(sz * 0.04)}" stroke-linecap="round"/>`;
  for (let i = 0; i < 4; i++) {
    const u = 0.2 + i * 0.22;
    const bx = x + ca * sz * u,
      by = y + sa * sz * u;
    const L = sz * (0.45 - i * 0.06);
    s += `<path d="${leafPath(bx, by, L, L * 0.42, rot + 0.9 + r.jit(0, 0.15))}" fill="${vary(r, col, 0.12)}"/>`;
    s += `<path d="${leafPath(bx, by, L, L * 0.42, rot - 0.9 + r.jit(0, 0.15))}" fill="${vary(r, col, 0.12)}"/>`;
  }
  s += `<path d="${leafPath(x + ca * sz * 0.95, y + sa * sz * 0.95, sz * 0.28, sz * 0.12, rot)}" fill="${col}"/>`;
  return s;
}
export function almond(c, x, y, sz, rot) {
  return `<path d="${leafPath(x, y, sz * 2, sz * 0.7, rot)}" fill="${shade(c, '#EAD7B0', 0.2)}" stroke="#C9A66B" stroke-width="${n(sz * 0.12)}"/>`;
}
export function dateFruit(c, x, y, sz, rot) {
  const r = c.r;
  let s = ell(x, y, sz, sz * 0.56, rot, shade(c, r.pick(['#6B2E12', '#5A2410', '#7A3A16']), 0.3));
  s += ell(x - Math.cos(rot) * sz * 0.2, y - sz * 0.22, sz * 0.45, sz * 0.12, rot, '#fff', ' opacity=".18"');
  for (let i = 0; i < 3; i++) {
    const u = r.range(-0.5, 0.5) * sz;
    const px = x + Math.cos(rot) * u,
      py = y + Math.sin(rot) * u;
    s += `<path d="M${n(px - Math.sin(rot) * sz * 0.3)} ${n(py + Math.cos(rot) * sz * 0.3)}q${n(sz * 0.1)} ${n(-sz * 0.2)} 0 ${n(-sz * 0.45)}" stroke="#2E1208" stroke-width="${n(sz * 0.04)}" fill="none" opacity=".45"/>`;
  }
  return s;
}
export function flatbread(c, x, y, R, base = '#E8C48A') {
  const r = c.r;
  let s = `<path d="${blob(r, x, y, R, R * 0.97, { pts: 12, jit: 0.04 })}" fill="${shade(c, base, 0.15)}"/>`;
  s += `<path d="${blob(r, x, y, R * 0.9, R * 0.88, { pts: 12, jit: 0.05 })}" fill="none" stroke="${darken(base, 0.15)}" stroke-width="${n(R * 0.02)}" opacity=".4"/>`;
  for (let i = 0; i < Math.round(R * 0.25); i++) {
    const [px, py] = r.inDisc(x, y, R * 0.9);
    const z = R * r.range(0.02, 0.07);
    s += `<path d="${blob(r, px, py, z, z * 0.7, { rot: r() * 6, jit: 0.25, pts: 6 })}" fill="${darken(base, r.range(0.25, 0.5))}" opacity="${n(r.range(0.25, 0.6))}"/>`;
  }
  return s;
}
export function drizzle(c, cx, cy, R, col, w, loops = 5) {
  const r = c.r;
  const pts = [];
  for (let i = 0; i <= loops * 2; i++) {
    const u = i / (loops * 2);
    pts.push([
      cx - R + u * 2 * R + r.jit(0, R * 0.05),
      cy + (i % 2 ? -1 : 1) * R * r.range(0.5, 0.8) * Math.sin(Math.PI * (0.15 + 0.7 * u)),
    ]);
  }
  return `<path d="${smoothOpen(pts)}" fill="none" stroke="${col}" stroke-width="${n(w)}" stroke-linecap="round" opacity=".92"/>`;
}
export function swirl(cx, cy, R, col, w, turns = 3) {
  const pts = [];
  const steps = turns * 16;
  for (let i = 0; i <= steps; i++) {
    const t = (i / steps) * turns * Math.PI * 2;
    const rr = R * (0.12 + 0.88 * (i / steps));
    pts.push([cx + Math.cos(t) * rr, cy + Math.sin(t) * rr]);
  }
  return `<path d="${smoothOpen(pts)}" fill="none" stroke="${col}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
}
export function falafel(c, x, y, sz) {
  const r = c.r;
  let s = circ(x, y, sz, shade(c, '#7A4A1F', 0.3));
  for (let i = 0; i < 8; i++) {
    const [px, py] = r.inDisc(x, y, sz * 0.8);
    s += circ(px, py, sz * r.range(0.05, 0.12), r.pick(['#5A3312', '#A0692F', '#4E6B2A']), ' opacity=".7"');
  }
  s += dust(c, x - sz * 0.1, y - sz * 0.1, sz * 0.6, 4, '#F4E6C4', sz * 0.05);
  return s;
}
export function fries(c, cx, cy, R, count) {
  const r = c.r;
  let s = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = r.inDisc(cx, cy, R);
    const L = R * r.range(0.35, 0.6),
      a = r() * Math.PI;
    s += `<path d="M${n(x - (Math.cos(a) * L) / 2)} ${n(y - (Math.sin(a) * L) / 2)}L${n(x + (Math.cos(a) * L) / 2)} ${n(y + (Math.sin(a) * L) / 2)}" stroke="${r.pick(['#E9B949', '#F2C65C', '#D9A23A'])}" stroke-width="${n(R * 0.12)}" stroke-linecap="round"/>`;
  }
  return s;
}
export function pickles(c, cx, cy, R, count) {
  const r = c.r;
  let s = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = r.inDisc(cx, cy, R);
    if (r.chance(0.5)) {
      const L = R * 0.45,
        a = r() * Math.PI;
      s += `<path d="M${n(x - (Math.cos(a) * L) / 2)} ${n(y - (Math.sin(a) * L) / 2)}L${n(x + (Math.cos(a) * L) / 2)} ${n(y + (Math.sin(a) * L) / 2)}" stroke="#D9467A" stroke-width="${n(R * 0.12)}" stroke-linecap="round"/>`;
    } else {
      s += ell(x, y, R * 0.14, R * 0.1, r() * 6, '#7C8F3A') + ell(x, y, R * 0.09, R * 0.06, 0, '#B7C26A');
    }
  }
  return s;
}

// ---------------------------------------------------------------- dishes
// Each dish draws food inside radius R centred on (cx, cy).
export const DISHES = {
  kabsa(c, cx, cy, R) {
    const r = c.r;
    let s = riceMound(c, cx, cy, R * 0.95, '#E4A93A');
    const k = r.int(2, 3);
    for (let i = 0; i < k; i++) {
      const t = (i / k) * Math.PI * 2 + r();
      s += chickenPiece(c, cx + Math.cos(t) * R * 0.3, cy + Math.sin(t) * R * 0.3, R * 0.34, t + 1.2);
    }
    for (let i = 0; i < 14; i++) {
      const [x, y] = r.inDisc(cx, cy, R * 0.85);
      s += almond(c, x, y, R * 0.035, r() * 6);
    }
    s += dust(c, cx, cy, R * 0.85, 16, '#3A1A12', R * 0.022);
    s += herbs(c, cx, cy, R * 0.9, 40);
    return s;
  },
  mandi(c, cx, cy, R) {
    const r = c.r;
    let s = riceMound(c, cx, cy, R * 0.95, '#F1E3C0');
    s += grains(c, cx, cy, R * 0.9, ['#E8A317', '#F0B93A'], 70, R * 0.045);
    s += `<path d="${blob(r, cx + R * 0.05, cy, R * 0.45, R * 0.36, { rot: r() * 3, jit: 0.12, pts: 10 })}" fill="${shade(c, '#8A4A22', 0.3)}"/>`;
    s += `<path d="${blob(r, cx - R * 0.05, cy - R * 0.06, R * 0.3, R * 0.18, { rot: 0.5, jit: 0.2 })}" fill="#C98A4B" opacity=".5"/>`;
    s += `<rect x="${n(cx + R * 0.3)}" y="${n(cy - R * 0.04)}" width="${n(R * 0.35)}" height="${n(R * 0.08)}" rx="${n(R * 0.04)}" fill="#EFE4CF" transform="rotate(-20 ${n(cx + R * 0.3)} ${n(cy)})"/>`;
    for (let i = 0; i < 12; i++) {
      const [x, y] = r.inDisc(cx, cy, R * 0.85);
      s += almond(c, x, y, R * 0.03, r() * 6);
    }
    s += herbs(c, cx, cy, R * 0.85, 24);
    return s;
  },
  hummus(c, cx, cy, R) {
    const r = c.r;
    let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${url(c.rad(['#F0DDB4', ['#E6CD9B', 0.8], ['#C9AA70', 1]], 0.5, 0.5, 0.5, 0.4, 0.35))}"/>`;
    s += swirl(cx, cy, R * 0.92, '#CDAE74', R * 0.05, 3);
    s += swirl(cx + R * 0.015, cy + R * 0.015, R * 0.92, '#FAEBCB', R * 0.02, 3);
    s += `<path d="${blob(r, cx, cy, R * 0.38, R * 0.34, { jit: 0.15 })}" fill="#C9A521" opacity=".55"/>`;
    for (let i = 0; i < 9; i++) {
      const [x, y] = r.inDisc(cx, cy, R * 0.3);
      s += chickpea(c, x, y, R * 0.065);
    }
    s += dust(c, cx, cy, R * 0.75, 40, '#B3261E', R * 0.012);
    s += herbs(c, cx, cy, R * 0.4, 14);
    return s;
  },
  mutabbal(c, cx, cy, R) {
    const r = c.r;
    let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${url(c.rad(['#D9C8A8', ['#C7B28C', 0.8], ['#A08961', 1]], 0.5, 0.5, 0.5, 0.4, 0.35))}"/>`;
    for (let i = 0; i < 30; i++) {
      const [x, y] = r.inDisc(cx, cy, R * 0.9);
      s += ell(x, y, R * 0.08, R * 0.02, r() * 6, '#8C7552', ' opacity=".35"');
    }
    s += `<path d="${blob(r, cx, cy, R * 0.45, R * 0.4, { jit: 0.2 })}" fill="#B5A11F" opacity=".45"/>`;
    s += pomSeeds(c, cx, cy, R * 0.55, 22);
    s += herbs(c, cx, cy, R * 0.6, 18);
    return s;
  },
  falafel(c, cx, cy, R) {
    const r = c.r;
    let s = '';
    for (let i = 0; i < 5; i++)
      s += lettuceLeaf(c, ...r.inDisc(cx, cy, R * 0.5), R * 0.45, r() * 6, r.pick(['#7DAA3E', '#8DB84A']));
    s += tomatoSlice(c, cx + R * 0.5, cy - R * 0.45, R * 0.22);
    s += tomatoSlice(c, cx + R * 0.62, cy - R * 0.1, R * 0.2);
    s += pickles(c, cx - R * 0.5, cy + R * 0.45, R * 0.3, 6);
    const k = r.int(6, 8);
    for (let i = 0; i < k; i++) {
      const t = (i / k) * Math.PI * 2;
      s += falafel(c, cx + Math.cos(t) * R * 0.38, cy + Math.sin(t) * R * 0.38, R * 0.17);
    }
    s += falafel(c, cx, cy, R * 0.17);
    s += drizzle(c, cx, cy, R * 0.6, '#F2E6CC', R * 0.035, 6);
    return s;
  },
  fattoush(c, cx, cy, R) {
    const r = c.r;
    let s = '';
    for (let i = 0; i < 16; i++)
      s += lettuceLeaf(
        c,
        ...r.inDisc(cx, cy, R * 0.72),
        R * r.range(0.22, 0.35),
        r() * 6,
        r.pick(['#6FA03A', '#8DB84A', '#5A8A2E']),
      );
    const items = r.shuffle([
      ...Array(7).fill('t'),
      ...Array(7).fill('c'),
      ...Array(5).fill('p'),
      ...Array(4).fill('r'),
      ...Array(3).fill('o'),
    ]);
    for (const it of items) {
      const [x, y] = r.inDisc(cx, cy, R * 0.8);
      if (it === 't') s += cherryTomato(c, x, y, R * 0.09);
      else if (it === 'c') s += cucumberSlice(c, x, y, R * 0.1);
      else if (it === 'p') s += pitaChip(c, x, y, R * 0.11, r() * 6);
      else if (it === 'r') s += circ(x, y, R * 0.08, '#C2185B') + circ(x, y, R * 0.065, '#FBE9EF');
      else s += onionRing(c, x, y, R * 0.09);
    }
    s += dust(c, cx, cy, R * 0.85, 50, '#8E1B2B', R * 0.012);
    s += pomSeeds(c, cx, cy, R * 0.7, 10);
    return s;
  },
  tabbouleh(c, cx, cy, R) {
    const r = c.r;
    let s = `<path d="${blob(r, cx, cy, R * 0.95, R * 0.95, { pts: 14, jit: 0.06 })}" fill="${shade(c, '#4F7A28', 0.15)}"/>`;
    s += herbs(c, cx, cy, R * 0.92, 260, ['#3E6420', '#5E8F2E', '#7BAA3E', '#4F7A28']);
    s += grains(c, cx, cy, R * 0.9, ['#E9D7A6', '#F1E6C4'], 60, R * 0.02);
    for (let i = 0; i < 28; i++) {
      const [x, y] = r.inDisc(cx, cy, R * 0.85);
      const z = R * r.range(0.03, 0.05);
      s += `<rect x="${n(x - z)}" y="${n(y - z)}" width="${n(z * 2)}" height="${n(z * 2)}" rx="${n(z * 0.3)}" fill="${r.pick(['#D6352B', '#E04B3A', '#C8322A'])}" transform="rotate(${n(r() * 90)} ${n(x)} ${n(y)})"/>`;
    }
    s += lemonWedge(c, cx + R * 0.55, cy + R * 0.5, R * 0.25, -0.7);
    return s;
  },
  kebab(c, cx, cy, R) {
    const r = c.r;
    let s = flatbread(c, cx, cy, R * 0.95, '#E5C189');
    const k = 3;
    const a = r.range(-0.5, 0.5);
    for (let i = 0; i < k; i++) {
      const off = (i - 1) * R * 0.38;
      const ox = cx - Math.sin(a) * off,
        oy = cy + Math.cos(a) * off;
      s += skewer(c, ox, oy, R * 1.05, a, i % 2 ? 'kofta' : 'lamb');
    }
    s += cherryTomato(c, cx + R * 0.62, cy + R * 0.55, R * 0.12);
    s += herbs(c, cx, cy, R * 0.9, 30);
    return s;
  },
  tawook(c, cx, cy, R) {
    const r = c.r;
    let s =
      lettuceLeaf(c, cx - R * 0.3, cy + R * 0.4, R * 0.5, 0.4, '#8DB84A') +
      flatbread(c, cx + R * 0.1, cy - R * 0.15, R * 0.7, '#E8C48A');
    const a = r.range(-0.4, 0.4);
    for (let i = 0; i < 3; i++) {
      const off = (i - 1) * R * 0.36;
      s += skewer(c, cx - Math.sin(a) * off, cy + Math.cos(a) * off - R * 0.1, R * 1.05, a, 'chicken');
    }
    s += bowlMini(c, cx + R * 0.5, cy + R * 0.5, R * 0.25, '#F6F0E0', '#FFFDF5');
    s += fries(c, cx - R * 0.35, cy + R * 0.6, R * 0.28, 16);
    s +=
      cherryTomato(c, cx + R * 0.1, cy + R * 0.7, R * 0.1) + lemonWedge(c, cx - R * 0.7, cy - R * 0.5, R * 0.18, 0.8);
    return s;
  },
  shawarma(c, cx, cy, R) {
    let s =
      lettuceLeaf(c, cx - R * 0.1, cy + R * 0.25, R * 0.6, 0.1, '#8DB84A') +
      lettuceLeaf(c, cx + R * 0.3, cy + R * 0.3, R * 0.45, -0.4, '#7DAA3E');
    s += fries(c, cx + R * 0.3, cy - R * 0.38, R * 0.42, 34);
    const k = 5;
    for (let i = 0; i < k; i++) {
      const x = cx - R * 0.62 + i * R * 0.31,
        y = cy + R * 0.22 + (i % 2) * R * 0.1;
      s += roll(c, x, y, R * 0.2);
    }
    s += bowlMini(c, cx - R * 0.45, cy - R * 0.42, R * 0.22, '#FFFFFF', '#F7F2E4');
    s += pickles(c, cx + R * 0.2, cy + R * 0.66, R * 0.25, 6);
    s += cherryTomato(c, cx - R * 0.7, cy + R * 0.05, R * 0.1) + cherryTomato(c, cx + R * 0.75, cy + R * 0.2, R * 0.1);
    return s;
  },
  manakish(c, cx, cy, R) {
    const r = c.r;
    let s = flatbread(c, cx, cy, R * 0.98, '#E2B878');
    s += `<path d="${blob(r, cx, cy, R * 0.82, R * 0.82, { pts: 12, jit: 0.04 })}" fill="#5E6B2A" opacity=".85"/>`;
    s += dust(c, cx, cy, R * 0.8, 220, '#3E4A1A', R * 0.012);
    s += dust(c, cx, cy, R * 0.8, 120, '#8C9A4A', R * 0.01);
    s += dust(c, cx, cy, R * 0.8, 80, '#F4EAD0', R * 0.009);
    for (let i = 0; i < 6; i++) {
      const t = (i / 6) * Math.PI * 2 + 0.3;
      s += `<path d="M${n(cx)} ${n(cy)}L${n(cx + Math.cos(t) * R * 0.98)} ${n(cy + Math.sin(t) * R * 0.98)}" stroke="#F4E3C0" stroke-width="${n(R * 0.025)}"/>`;
    }
    s +=
      cherryTomato(c, cx + R * 0.15, cy - R * 0.2, R * 0.08) +
      olive(c, cx - R * 0.25, cy + R * 0.2, R * 0.06) +
      mintSprig(c, cx - R * 0.1, cy - R * 0.05, R * 0.3, 0.8);
    return s;
  },
  lentilSoup(c, cx, cy, R) {
    const r = c.r;
    let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${url(c.rad(['#F0A04B', ['#E08A2E', 0.8], ['#B86A1E', 1]], 0.5, 0.5, 0.5, 0.4, 0.35))}"/>`;
    s += swirl(cx, cy, R * 0.5, '#C2571B', R * 0.03, 2);
    for (let i = 0; i < 7; i++) {
      const [x, y] = r.inDisc(cx, cy, R * 0.6);
      const z = R * 0.07;
      s += `<rect x="${n(x - z)}" y="${n(y - z)}" width="${n(z * 2)}" height="${n(z * 2)}" rx="${n(z * 0.3)}" fill="${shade(c, '#D9A45B')}" transform="rotate(${n(r() * 90)} ${n(x)} ${n(y)})"/>`;
    }
    s += dust(c, cx, cy, R * 0.7, 30, '#8E1B12', R * 0.014);
    s += herbs(c, cx, cy, R * 0.5, 20);
    return s;
  },
  fish(c, cx, cy, R) {
    const r = c.r;
    const L = R * 0.95,
      a = r.range(-0.6, -0.2);
    const ca = Math.cos(a),
      sa = Math.sin(a);
    const P = (u, v) => `${n(cx + u * ca - v * sa)} ${n(cy + u * sa + v * ca)}`;
    let s = `<path d="M${P(-L, 0)}C${P(-L * 0.5, -L * 0.45)} ${P(L * 0.4, -L * 0.4)} ${P(L * 0.62, 0)}L${P(L, -L * 0.28)}L${P(L * 0.92, 0)}L${P(L, L * 0.28)}L${P(L * 0.62, 0)}C${P(L * 0.4, L * 0.4)} ${P(-L * 0.5, L * 0.45)} ${P(-L, 0)}Z" fill="${shade(c, '#B98A4E', 0.25)}"/>`;
    for (let i = 0; i < 6; i++) {
      const u = -L * 0.45 + i * L * 0.18;
      s += `<path d="M${P(u - L * 0.12, -L * 0.25)}L${P(u + L * 0.12, L * 0.25)}" stroke="#4A2A12" stroke-width="${n(R * 0.035)}" stroke-linecap="round" opacity=".7"/>`;
    }
    s += `<circle cx="${P(-L * 0.72, -L * 0.05).split(' ')[0]}" cy="${P(-L * 0.72, -L * 0.05).split(' ')[1]}" r="${n(R * 0.045)}" fill="#F4F1EA"/>`;
    s += `<path d="M${P(-L * 0.55, -L * 0.28)}Q${P(-L * 0.48, 0)} ${P(-L * 0.55, L * 0.28)}" stroke="#6E4520" stroke-width="${n(R * 0.02)}" fill="none"/>`;
    for (let i = 0; i < 3; i++) s += citrusSlice(c, cx + R * (-0.3 + i * 0.25), cy + R * 0.62 - i * R * 0.05, R * 0.14);
    s += mintSprig(c, cx - R * 0.2, cy - R * 0.55, R * 0.45, -0.2, '#4F7A28');
    s += dust(c, cx, cy, R * 0.5, 20, '#B3261E', R * 0.014);
    return s;
  },
  kunafa(c, cx, cy, R) {
    const r = c.r;
    let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.96)}" fill="${url(c.rad(['#F2A65A', ['#E0802A', 0.8], ['#B85F18', 1]], 0.5, 0.5, 0.5, 0.4, 0.35))}"/>`;
    for (let i = 0; i < 240; i++) {
      const [x, y] = r.inDisc(cx, cy, R * 0.92);
      const L = R * r.range(0.05, 0.1),
        a = r() * 6.3;
      s += `<path d="M${n(x)} ${n(y)}q${n(Math.cos(a) * L)} ${n(Math.sin(a) * L)} ${n(Math.cos(a + 0.6) * L * 1.5)} ${n(Math.sin(a + 0.6) * L * 1.5)}" stroke="${r.pick(['#F7B96A', '#C76A1C', '#E99442'])}" stroke-width="${n(R * 0.012)}" fill="none"/>`;
    }
    // a cut slice revealing cheese
    const a0 = r.range(0, 6),
      a1 = a0 + 0.7;
    s += `<path d="M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a0) * R * 0.96)} ${n(cy + Math.sin(a0) * R * 0.96)}A${n(R * 0.96)} ${n(R * 0.96)} 0 0 1 ${n(cx + Math.cos(a1) * R * 0.96)} ${n(cy + Math.sin(a1) * R * 0.96)}Z" fill="#FBF6E9"/>`;
    s += `<path d="M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a0) * R * 0.96)} ${n(cy + Math.sin(a0) * R * 0.96)}" stroke="#E0802A" stroke-width="${n(R * 0.04)}"/>`;
    s += dust(c, cx, cy, R * 0.45, 80, '#5E8F2E', R * 0.02);
    s += dust(c, cx, cy, R * 0.45, 40, '#9CC25A', R * 0.015);
    return s;
  },
  baklava(c, cx, cy, R) {
    const r = c.r;
    let s = '';
    const d = R * 0.3;
    for (let i = -3; i <= 3; i++)
      for (let j = -3; j <= 3; j++) {
        const x = cx + (i - j) * d * 0.5,
          y = cy + (i + j) * d * 0.5;
        if (Math.hypot(x - cx, y - cy) > R * 0.8) continue;
        s += `<path d="M${n(x)} ${n(y - d * 0.48)}L${n(x + d * 0.48)} ${n(y)}L${n(x)} ${n(y + d * 0.48)}L${n(x - d * 0.48)} ${n(y)}Z" fill="${shade(c, '#D99A3E', 0.25)}" stroke="#A8661E" stroke-width="${n(R * 0.012)}" stroke-linejoin="round"/>`;
        s += `<path d="M${n(x)} ${n(y - d * 0.3)}L${n(x + d * 0.3)} ${n(y)}L${n(x)} ${n(y + d * 0.3)}L${n(x - d * 0.3)} ${n(y)}Z" fill="none" stroke="#F2C57A" stroke-width="${n(R * 0.01)}"/>`;
        s += circ(x, y, d * 0.12, r.pick(['#5E8F2E', '#7BAA3E', '#4F7A28']));
      }
    return s;
  },
  dates(c, cx, cy, R) {
    const r = c.r;
    let s = '';
    const k = 13;
    for (let i = 0; i < k; i++) {
      const t = i * 2.4,
        rr = R * 0.78 * Math.sqrt((i + 0.5) / k);
      s += dateFruit(c, cx + Math.cos(t) * rr, cy + Math.sin(t) * rr, R * 0.19, r() * 6);
    }
    return s;
  },
  luqaimat(c, cx, cy, R) {
    let s = '';
    const k = 16;
    for (let i = 0; i < k; i++) {
      const t = i * 2.4,
        rr = R * 0.72 * Math.sqrt((i + 0.5) / k);
      const x = cx + Math.cos(t) * rr,
        y = cy + Math.sin(t) * rr;
      s +=
        circ(x, y, R * 0.15, shade(c, '#D9962E', 0.3)) +
        circ(x - R * 0.05, y - R * 0.05, R * 0.04, '#fff', ' opacity=".35"');
    }
    s += drizzle(c, cx, cy, R * 0.75, '#5A2410', R * 0.03, 7);
    s += dust(c, cx, cy, R * 0.8, 60, '#F8EBCB', R * 0.012);
    return s;
  },
  muhalabia(c, cx, cy, R) {
    const r = c.r;
    let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${url(c.rad(['#FFFDF7', ['#F6EEDC', 0.85], ['#E0D2B4', 1]], 0.5, 0.5, 0.5, 0.4, 0.35))}"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.35)}" fill="#E8A317" opacity=".25"/>`;
    s += dust(c, cx, cy, R * 0.35, 70, '#5E8F2E', R * 0.025);
    for (let i = 0; i < 5; i++) {
      const t = (i / 5) * 6.283 + r();
      s += `<path d="${leafPath(cx + Math.cos(t) * R * 0.55, cy + Math.sin(t) * R * 0.55, R * 0.16, R * 0.07, t)}" fill="#C2185B" opacity=".85"/>`;
    }
    return s;
  },
  shakshuka(c, cx, cy, R) {
    const r = c.r;
    let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${url(c.rad(['#D6452E', ['#B8321E', 0.85], ['#7E1A12', 1]], 0.5, 0.5, 0.5, 0.4, 0.35))}"/>`;
    for (let i = 0; i < 40; i++) {
      const [x, y] = r.inDisc(cx, cy, R * 0.9);
      s += `<path d="${blob(r, x, y, R * 0.05, R * 0.035, { pts: 6, jit: 0.3 })}" fill="${r.pick(['#E2583A', '#9E2614', '#C43C22'])}"/>`;
    }
    const k = r.int(3, 4);
    for (let i = 0; i < k; i++) {
      const t = (i / k) * 6.283 + r();
      const x = cx + Math.cos(t) * R * 0.45,
        y = cy + Math.sin(t) * R * 0.45;
      s +=
        `<path d="${blob(r, x, y, R * 0.24, R * 0.22, { jit: 0.12 })}" fill="#FFFDF6"/>` +
        circ(x + R * 0.02, y, R * 0.09, shade(c, '#F2A516', 0.25));
    }
    s += herbs(c, cx, cy, R * 0.85, 60);
    s += dust(c, cx, cy, R * 0.8, 30, '#2E1A12', R * 0.012);
    return s;
  },
  ful(c, cx, cy, R) {
    const r = c.r;
    let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${url(c.rad(['#9A6A3E', ['#7E5230', 0.85], ['#5A3820', 1]], 0.5, 0.5, 0.5, 0.4, 0.35))}"/>`;
    for (let i = 0; i < 70; i++) {
      const [x, y] = r.inDisc(cx, cy, R * 0.9);
      s += ell(x, y, R * 0.07, R * 0.05, r() * 6, shade(c, r.pick(['#8B5A33', '#A06B3C', '#6E4426'])));
    }
    s += `<path d="${blob(r, cx, cy, R * 0.35, R * 0.3, { jit: 0.2 })}" fill="#C9A521" opacity=".6"/>`;
    for (let i = 0; i < 8; i++) {
      const [x, y] = r.inDisc(cx, cy, R * 0.6);
      s += `<rect x="${n(x)}" y="${n(y)}" width="${n(R * 0.07)}" height="${n(R * 0.07)}" fill="#E04B3A" transform="rotate(${n(r() * 90)} ${n(x)} ${n(y)})"/>`;
    }
    s += herbs(c, cx, cy, R * 0.6, 30);
    s += dust(c, cx, cy, R * 0.6, 20, '#B3261E', R * 0.014);
    return s;
  },
  mezze(c, cx, cy, R) {
    const r = c.r;
    let s = '';
    const kinds = r.shuffle(['hummus', 'mutabbal', 'tabbouleh', 'olives', 'falafelMini', 'pickles']);
    s += bowlFood(c, cx, cy, R * 0.34, kinds[0]);
    for (let i = 0; i < 5; i++) {
      const t = (i / 5) * Math.PI * 2 - Math.PI / 2;
      s += bowlFood(
        c,
        cx + Math.cos(t) * R * 0.64,
        cy + Math.sin(t) * R * 0.64,
        R * 0.3,
        kinds[(i + 1) % kinds.length],
      );
    }
    return s;
  },
  grill(c, cx, cy, R) {
    let s = flatbread(c, cx - R * 0.1, cy + R * 0.05, R * 0.85, '#E5C189');
    s += skewer(c, cx, cy - R * 0.35, R * 1.05, -0.15, 'lamb');
    s += skewer(c, cx, cy + R * 0.05, R * 1.05, -0.05, 'chicken');
    s += skewer(c, cx, cy + R * 0.45, R * 1.05, 0.05, 'kofta');
    s += chickenPiece(c, cx + R * 0.55, cy - R * 0.65, R * 0.22, 0.4);
    s += onionRing(c, cx - R * 0.6, cy - R * 0.6, R * 0.12) + onionRing(c, cx - R * 0.45, cy - R * 0.7, R * 0.1);
    s += lemonWedge(c, cx + R * 0.6, cy + R * 0.7, R * 0.2, -0.4);
    s += herbs(c, cx, cy, R * 0.9, 30);
    return s;
  },
  coffee(c, cx, cy, R) {
    // two cups of Arabic coffee + dates on a tray
    let s = cup(c, cx - R * 0.38, cy - R * 0.3, R * 0.28) + cup(c, cx + R * 0.32, cy - R * 0.38, R * 0.28);
    for (let i = 0; i < 5; i++)
      s += dateFruit(c, cx - R * 0.35 + i * R * 0.17, cy + R * 0.35 + (i % 2) * R * 0.1, R * 0.15, 1.2 + i * 0.2);
    s += cardamom(c, cx + R * 0.55, cy + R * 0.05) + cardamom(c, cx + R * 0.45, cy + R * 0.15);
    return s;
  },
};

// ---------------------------------------------------------------- more dishes
// The demo menus of the CMS seed (cms/seed/) need a drawing for each of their dishes; these
// extend the set above with the same ingredients.
const turn = (svg, rot, x, y) => `<g transform="rotate(${n(deg(rot))} ${n(x)} ${n(y)})">${svg}</g>`;
/** Pieces arranged in a ring (one in the middle when count is 1). */
function ring(c, cx, cy, R, count, piece) {
  const r = c.r;
  let s = '';
  for (let i = 0; i < count; i++) {
    const t = (i / count) * Math.PI * 2 + r.jit(0, 0.2);
    const d = count > 1 ? R * 0.5 : 0;
    s += piece(cx + Math.cos(t) * d, cy + Math.sin(t) * d, R * (count > 4 ? 0.32 : 0.4), t + Math.PI / 2);
  }
  return s;
}
/** A smooth dip (hummus-like) in the given light, mid and dark colours, swirled. */
function dipBase(c, cx, cy, R, cols) {
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${url(c.rad([cols[0], [cols[1], 0.8], [cols[2], 1]], 0.5, 0.5, 0.5, 0.4, 0.35))}"/>` +
    swirl(cx, cy, R * 0.92, cols[2], R * 0.05, 3)
  );
}
/** A creamy soup or porridge with a swirl. */
function soupBase(c, cx, cy, R, cols, swirlCol) {
  return dipBase(c, cx, cy, R, cols) + swirl(cx, cy, R * 0.5, swirlCol, R * 0.03, 2);
}
function drinks(c, cx, cy, R, drink, garnish) {
  let s = teaGlass(c, cx - R * 0.32, cy - R * 0.22, R * 0.34, drink, garnish);
  s += teaGlass(c, cx + R * 0.3, cy + R * 0.24, R * 0.34, drink, garnish);
  return s;
}
const pastry = {
  triangle: (c, x, y, s, rot) =>
    turn(
      `<path d="M${n(x)} ${n(y - s)}L${n(x + s * 0.95)} ${n(y + s * 0.65)}L${n(x - s * 0.95)} ${n(y + s * 0.65)}Z" fill="${shade(c, '#D9964A', 0.2)}" stroke="#B9742E" stroke-width="${n(s * 0.08)}" stroke-linejoin="round"/>`,
      rot,
      x,
      y,
    ),
  moon: (c, x, y, s, rot) =>
    turn(
      `<path d="M${n(x - s)} ${n(y)}A${n(s)} ${n(s)} 0 0 1 ${n(x + s)} ${n(y)}Z" fill="${shade(c, '#E0A65A', 0.2)}" stroke="#C07F35" stroke-width="${n(s * 0.1)}" stroke-dasharray="${n(s * 0.08)} ${n(s * 0.06)}"/>`,
      rot,
      x,
      y,
    ),
  kibbeh: (c, x, y, s, rot) => ell(x, y, s, s * 0.5, rot, shade(c, '#8A4A22', 0.3)),
  roll: (c, x, y, s, rot) => {
    const ca = Math.cos(rot),
      sa = Math.sin(rot);
    let o = ell(x, y, s * 0.75, s * 0.28, rot, shade(c, '#5D6B2C', 0.25));
    for (const k of [-0.4, 0, 0.4])
      o += `<path d="M${n(x + ca * s * k - sa * s * 0.22)} ${n(y + sa * s * k + ca * s * 0.22)}L${n(x + ca * s * (k + 0.15) + sa * s * 0.22)} ${n(y + sa * s * (k + 0.15) - ca * s * 0.22)}" stroke="#8A9A4A" stroke-width="${n(s * 0.04)}"/>`;
    return o;
  },
  folded: (c, x, y, s, rot) =>
    turn(
      `<rect x="${n(x - s * 0.8)}" y="${n(y - s * 0.55)}" width="${n(s * 1.6)}" height="${n(s * 1.1)}" rx="${n(s * 0.12)}" fill="${shade(c, '#E3B067', 0.2)}" stroke="#C48B3F" stroke-width="${n(s * 0.06)}"/>`,
      rot,
      x,
      y,
    ) + dust(c, x, y, s * 0.5, 10, '#A86B2D', s * 0.05),
};
function pastries(c, cx, cy, R, shape, count, lemon) {
  let s = ring(c, cx, cy, R, count, (x, y, sz, rot) => pastry[shape](c, x, y, sz, rot));
  if (lemon) s += lemonWedge(c, cx, cy, R * 0.18, c.r() * 6);
  return s + herbs(c, cx, cy, R * 0.9, 16);
}
function shrimp(c, x, y, sz, rot) {
  return turn(
    `<path d="M${n(x - sz)} ${n(y)}A${n(sz)} ${n(sz)} 0 1 1 ${n(x + sz)} ${n(y)}L${n(x + sz * 0.5)} ${n(y)}A${n(sz * 0.5)} ${n(sz * 0.5)} 0 1 0 ${n(x - sz * 0.5)} ${n(y)}Z" fill="${shade(c, '#F08A5D', 0.2)}" stroke="#D9643A" stroke-width="${n(sz * 0.08)}"/>`,
    rot,
    x,
    y,
  );
}
function cubes(c, cx, cy, R, count, colors, sz) {
  const r = c.r;
  let s = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = r.inDisc(cx, cy, R);
    s += `<rect x="${n(x - sz)}" y="${n(y - sz)}" width="${n(sz * 2)}" height="${n(sz * 2)}" rx="${n(sz * 0.3)}" fill="${r.pick(colors)}" transform="rotate(${n(r() * 90)} ${n(x)} ${n(y)})"/>`;
  }
  return s;
}

Object.assign(DISHES, {
  hummusLahme(c, cx, cy, R) {
    const r = c.r;
    let s = dipBase(c, cx, cy, R, ['#F0DDB4', '#E6CD9B', '#C9AA70']);
    for (let i = 0; i < 9; i++) s += meatChunk(c, ...r.inDisc(cx, cy, R * 0.32), R * 0.08, r() * 6);
    for (let i = 0; i < 16; i++) s += almond(c, ...r.inDisc(cx, cy, R * 0.45), R * 0.02, r() * 6);
    s += dust(c, cx, cy, R * 0.75, 30, '#B3261E', R * 0.012);
    return s + herbs(c, cx, cy, R * 0.45, 12);
  },
  muhammara(c, cx, cy, R) {
    const r = c.r;
    let s = dipBase(c, cx, cy, R, ['#D9683F', '#C4502F', '#8F3420']);
    s += `<path d="${blob(r, cx, cy, R * 0.36, R * 0.32, { jit: 0.15 })}" fill="#C9A521" opacity=".45"/>`;
    for (let i = 0; i < 7; i++)
      s += `<path d="${blob(r, ...r.inDisc(cx, cy, R * 0.3), R * 0.07, R * 0.06, { jit: 0.3 })}" fill="${shade(c, '#8A5A32', 0.25)}"/>`;
    s += dust(c, cx, cy, R * 0.8, 30, '#5A1C10', R * 0.014);
    return s + herbs(c, cx, cy, R * 0.4, 10);
  },
  warakEnab(c, cx, cy, R) {
    return pastries(c, cx, cy, R, 'roll', 9, true);
  },
  kibbeh(c, cx, cy, R) {
    return pastries(c, cx, cy, R, 'kibbeh', 4, true);
  },
  sambousek(c, cx, cy, R) {
    return pastries(c, cx, cy, R, 'moon', 6, false);
  },
  fatayer(c, cx, cy, R) {
    return pastries(c, cx, cy, R, 'triangle', 5, false);
  },
  mutabbaq(c, cx, cy, R) {
    return pastries(c, cx, cy, R, 'folded', 4, false);
  },
  halloumiSalad(c, cx, cy, R) {
    const r = c.r;
    let s = '';
    for (let i = 0; i < 14; i++)
      s += lettuceLeaf(
        c,
        ...r.inDisc(cx, cy, R * 0.72),
        R * r.range(0.22, 0.32),
        r() * 6,
        r.pick(['#6FA03A', '#8DB84A']),
      );
    for (let i = 0; i < 6; i++) s += cherryTomato(c, ...r.inDisc(cx, cy, R * 0.8), R * 0.09);
    for (let i = 0; i < 4; i++) {
      const [x, y] = r.inDisc(cx, cy, R * 0.45);
      const w = R * 0.34,
        h = R * 0.16;
      s += turn(
        `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.2)}" fill="${shade(c, '#F4E6C4', 0.15)}"/>` +
          `<path d="M${n(x - w * 0.4)} ${n(y - h * 0.2)}H${n(x + w * 0.4)}M${n(x - w * 0.4)} ${n(y + h * 0.2)}H${n(x + w * 0.4)}" stroke="#A86B2D" stroke-width="${n(h * 0.18)}" opacity=".7"/>`,
        r() * 3,
        x,
        y,
      );
    }
    return s + herbs(c, cx, cy, R * 0.8, 20);
  },
  beetSalad(c, cx, cy, R) {
    const r = c.r;
    let s = herbs(c, cx, cy, R * 0.9, 160, ['#3E6420', '#4F7A28', '#5E8F2E']);
    s += cubes(c, cx, cy, R * 0.75, 12, ['#8E1F4A', '#A2275A'], R * 0.06);
    s += cubes(c, cx, cy, R * 0.7, 9, ['#FBF8EF', '#F4F1EA'], R * 0.045);
    for (let i = 0; i < 8; i++)
      s += `<path d="${blob(r, ...r.inDisc(cx, cy, R * 0.7), R * 0.05, R * 0.04, { jit: 0.3 })}" fill="${shade(c, '#8A5A32', 0.25)}"/>`;
    return s;
  },
  jareesh(c, cx, cy, R) {
    let s = soupBase(c, cx, cy, R, ['#F1E6CB', '#E3D2AE', '#BFA77E'], '#C98A3C');
    s += dust(c, cx, cy, R * 0.35, 40, '#7A4123', R * 0.03);
    return s + herbs(c, cx, cy, R * 0.4, 10);
  },
  shishBarak(c, cx, cy, R) {
    const r = c.r;
    let s = soupBase(c, cx, cy, R, ['#FBF8F0', '#F4EFE2', '#D9CFB8'], '#6B9B37');
    for (let i = 0; i < 10; i++)
      s += `<path d="${blob(r, ...r.inDisc(cx, cy, R * 0.65), R * 0.09, R * 0.07, { jit: 0.2 })}" fill="${shade(c, '#D9A566', 0.25)}"/>`;
    return s + herbs(c, cx, cy, R * 0.6, 20);
  },
  maqluba(c, cx, cy, R) {
    const r = c.r;
    let s = riceMound(c, cx, cy, R * 0.95, '#D9A05B');
    for (let i = 0; i < 10; i++) {
      const t = (i / 10) * Math.PI * 2;
      const x = cx + Math.cos(t) * R * 0.45,
        y = cy + Math.sin(t) * R * 0.45;
      s += ell(x, y, R * 0.14, R * 0.09, t, '#4A2C4F') + ell(x, y, R * 0.1, R * 0.06, t, '#C9A66B');
    }
    s += ring(c, cx, cy, R * 0.4, 3, (x, y, sz, rot) => chickenPiece(c, x, y, sz * 0.6, rot));
    for (let i = 0; i < 14; i++) s += almond(c, ...r.inDisc(cx, cy, R * 0.85), R * 0.03, r() * 6);
    return s + herbs(c, cx, cy, R * 0.85, 20);
  },
  sayadieh(c, cx, cy, R) {
    const r = c.r;
    let s = riceMound(c, cx, cy, R * 0.95, '#B8783A');
    s += ring(c, cx, cy, R * 0.9, 7, (x, y, sz, rot) => shrimp(c, x, y, sz * 0.5, rot));
    s += dust(c, cx, cy, R * 0.3, 30, '#5A2A10', R * 0.025);
    for (let i = 0; i < 12; i++) s += almond(c, ...r.inDisc(cx, cy, R * 0.85), R * 0.03, r() * 6);
    return s + lemonWedge(c, cx + R * 0.55, cy + R * 0.55, R * 0.2, -0.5) + herbs(c, cx, cy, R * 0.85, 16);
  },
  vegKabsa(c, cx, cy, R) {
    const r = c.r;
    let s = riceMound(c, cx, cy, R * 0.95, '#E4A93A');
    s += cubes(c, cx, cy, R * 0.7, 22, ['#E8702A', '#3F8F3A', '#C2362F', '#F2C14E'], R * 0.035);
    for (let i = 0; i < 10; i++) s += chickpea(c, ...r.inDisc(cx, cy, R * 0.7), R * 0.045);
    return s + herbs(c, cx, cy, R * 0.9, 30);
  },
  lambChops(c, cx, cy, R) {
    let s = flatbread(c, cx, cy, R * 0.9, '#E5C189');
    s += ring(c, cx, cy, R * 0.9, 5, (x, y, sz, rot) => {
      const ca = Math.cos(rot),
        sa = Math.sin(rot);
      return (
        `<path d="M${n(x)} ${n(y)}L${n(x + ca * sz * 1.1)} ${n(y + sa * sz * 1.1)}" stroke="#F1E8D8" stroke-width="${n(sz * 0.18)}" stroke-linecap="round"/>` +
        meatChunk(c, x, y, sz * 0.6, rot)
      );
    });
    s += cherryTomato(c, cx, cy, R * 0.12) + onionRing(c, cx + R * 0.15, cy - R * 0.2, R * 0.1);
    return s + herbs(c, cx, cy, R * 0.9, 24);
  },
  wings(c, cx, cy, R) {
    let s = ring(c, cx, cy, R * 1.1, 7, (x, y, sz, rot) => chickenPiece(c, x, y, sz * 0.7, rot));
    s += bowlMini(c, cx, cy, R * 0.24, '#F6F0E0', '#F8F5EE');
    return s + lemonWedge(c, cx + R * 0.6, cy + R * 0.62, R * 0.18, -0.5) + herbs(c, cx, cy, R * 0.9, 24);
  },
  cheeseManakish(c, cx, cy, R) {
    const r = c.r;
    let s = flatbread(c, cx, cy, R * 0.98, '#E2B878');
    s += `<path d="${blob(r, cx, cy, R * 0.8, R * 0.8, { pts: 12, jit: 0.06 })}" fill="${shade(c, '#F6E2A2', 0.15)}"/>`;
    for (let i = 0; i < 24; i++)
      s += `<path d="${blob(r, ...r.inDisc(cx, cy, R * 0.75), R * 0.07, R * 0.05, { jit: 0.3 })}" fill="${r.pick(['#E9C46A', '#D89A3C'])}" opacity=".7"/>`;
    return s + dust(c, cx, cy, R * 0.7, 60, '#1C1C1C', R * 0.008);
  },
  sfiha(c, cx, cy, R) {
    return ring(c, cx, cy, R * 1.05, 5, (x, y, sz) => {
      let o = flatbread(c, x, y, sz * 0.9, '#E2B878');
      o += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(sz * 0.7)}" fill="${shade(c, '#B24A2C', 0.2)}"/>`;
      return o + dust(c, x, y, sz * 0.65, 30, '#7A2F1B', sz * 0.05) + dust(c, x, y, sz * 0.5, 8, '#F3DFB4', sz * 0.04);
    });
  },
  ummAli(c, cx, cy, R) {
    const r = c.r;
    let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${shade(c, '#F3E3C3', 0.1)}"/>`;
    for (let i = 0; i < 26; i++)
      s += `<path d="${blob(r, ...r.inDisc(cx, cy, R * 0.8), R * 0.12, R * 0.08, { jit: 0.3, rot: r() * 3 })}" fill="${r.pick(['#D6A25A', '#C98A3C', '#E8C07A'])}"/>`;
    s += dust(c, cx, cy, R * 0.7, 30, '#5E8F2E', R * 0.02);
    for (let i = 0; i < 10; i++) s += almond(c, ...r.inDisc(cx, cy, R * 0.7), R * 0.035, r() * 6);
    return s;
  },
  basbousa(c, cx, cy, R) {
    let s = '';
    const d = R * 0.3;
    for (let i = -3; i <= 3; i++)
      for (let j = -3; j <= 3; j++) {
        const x = cx + (i - j) * d * 0.5,
          y = cy + (i + j) * d * 0.5;
        if (Math.hypot(x - cx, y - cy) > R * 0.8) continue;
        s += `<path d="M${n(x)} ${n(y - d * 0.48)}L${n(x + d * 0.48)} ${n(y)}L${n(x)} ${n(y + d * 0.48)}L${n(x - d * 0.48)} ${n(y)}Z" fill="${shade(c, '#E0A850', 0.2)}" stroke="#B07428" stroke-width="${n(R * 0.01)}"/>`;
        s += almond(c, x - d * 0.12, y, d * 0.1, 0);
      }
    return s;
  },
  lemonMint(c, cx, cy, R) {
    let s = drinks(c, cx, cy, R, ['#E2EE8A', '#C8E36A', '#8FB83A'], 'mint');
    return (
      s +
      citrusSlice(c, cx + R * 0.45, cy - R * 0.45, R * 0.16) +
      citrusSlice(c, cx - R * 0.45, cy + R * 0.45, R * 0.14)
    );
  },
  jallab(c, cx, cy, R) {
    const r = c.r;
    let s = drinks(c, cx, cy, R, ['#A83A3A', '#8A2A2A', '#4A1010'], 'nuts');
    for (let i = 0; i < 4; i++) s += dateFruit(c, cx - R * 0.5 + i * R * 0.16, cy + R * 0.5, R * 0.12, 1 + r());
    return s;
  },
  laban(c, cx, cy, R) {
    return drinks(c, cx, cy, R, ['#FFFFFF', '#FBF8F0', '#E9E4D8'], 'mint');
  },
  karak(c, cx, cy, R) {
    let s = drinks(c, cx, cy, R, ['#D9A066', '#B9763A', '#8A5224'], 'none');
    return s + cardamom(c, cx + R * 0.5, cy - R * 0.4) + cardamom(c, cx + R * 0.6, cy - R * 0.3);
  },
});
export const DISH_KINDS = Object.keys(DISHES);

export function cardamom(c, x, y, sz = 10) {
  return `<path d="${leafPath(x, y, sz * 2.2, sz * 0.8, c.r() * 6)}" fill="#8FA04A" stroke="#6B7B3A" stroke-width="1"/>`;
}
export function cup(c, x, y, R, col = '#F4F1EA', accent = PAL.saffron) {
  let s = shadow(c, x + R * 0.05, y + R * 0.1, R, R, 0.3);
  s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(R)}" fill="${shade(c, col, 0.1)}"/>`;
  s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(R * 0.93)}" fill="none" stroke="${accent}" stroke-width="${n(R * 0.06)}"/>`;
  s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(R * 0.8)}" fill="${url(c.rad(['#D9A441', ['#B77E26', 0.8], ['#8A5A18', 1]], 0.5, 0.5, 0.5, 0.4, 0.4))}"/>`;
  s += `<ellipse cx="${n(x - R * 0.25)}" cy="${n(y - R * 0.3)}" rx="${n(R * 0.25)}" ry="${n(R * 0.1)}" fill="#fff" opacity=".25" transform="rotate(-35 ${n(x)} ${n(y)})"/>`;
  return s;
}
/** A glass seen from above: `drink` is the liquid's light, mid and dark colours. */
export function teaGlass(c, x, y, R, drink = ['#C9521E', '#9E3A12', '#7A2A0C'], garnish = 'mint') {
  let s = shadow(c, x + R * 0.05, y + R * 0.1, R, R, 0.25);
  s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(R)}" fill="#F8F4EC" opacity=".9" stroke="#D8CFBE" stroke-width="${n(R * 0.05)}"/>`;
  s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(R * 0.82)}" fill="${url(c.rad([drink[0], [drink[1], 0.8], [drink[2], 1]]))}"/>`;
  if (garnish === 'mint') s += mintSprig(c, x - R * 0.3, y - R * 0.2, R * 0.8, 0.6, '#4F8F3A');
  else if (garnish === 'nuts') s += dust(c, x, y, R * 0.5, 16, '#F3DFB4', R * 0.05);
  else if (garnish === 'lemon') s += citrusSlice(c, x + R * 0.25, y - R * 0.2, R * 0.35);
  return s;
}
export function roll(c, x, y, sz) {
  const r = c.r;
  let s = circ(x, y, sz, shade(c, '#D9A45B', 0.2)) + circ(x, y, sz * 0.85, '#F2DDB0');
  s += `<path d="${blob(r, x, y, sz * 0.6, sz * 0.6, { jit: 0.2 })}" fill="#B8662A"/>`;
  s +=
    dust(c, x, y, sz * 0.5, 6, '#6FA03A', sz * 0.1) +
    dust(c, x, y, sz * 0.5, 4, '#E04B3A', sz * 0.08) +
    dust(c, x, y, sz * 0.4, 5, '#FFFDF5', sz * 0.08);
  return s;
}
export function bowlMini(c, x, y, R, bowlCol, sauce) {
  const b = bowl(c, x, y, R, bowlCol);
  return (
    b.svg +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(b.inner)}" fill="${shade(c, sauce, 0.08)}"/>` +
    herbs(c, x, y, b.inner * 0.6, 5)
  );
}
export function bowlFood(c, x, y, R, kind) {
  const r = c.r;
  const col = r.pick(['#F4F1EA', '#1F4E79', '#B85C38', '#6B7B3A', '#F4F1EA']);
  const b = bowl(c, x, y, R, col);
  let s = b.svg;
  const I = b.inner;
  switch (kind) {
    case 'olives':
      s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(I)}" fill="#3A2E1A"/>`;
      for (let i = 0; i < 10; i++) {
        const [px, py] = r.inDisc(x, y, I * 0.75);
        s += olive(c, px, py, I * 0.22, r.pick(['#3B2A3F', '#5E6B2A', '#2E2230']));
      }
      break;
    case 'falafelMini':
      s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(I)}" fill="#7DAA3E"/>`;
      for (let i = 0; i < 4; i++) {
        const t = i * 1.57 + 0.5;
        s += falafel(c, x + Math.cos(t) * I * 0.42, y + Math.sin(t) * I * 0.42, I * 0.36);
      }
      break;
    case 'pickles':
      s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(I)}" fill="#F3D9DF"/>` + pickles(c, x, y, I * 0.7, 9);
      break;
    default:
      s += DISHES[kind](c, x, y, I);
  }
  return s;
}
export function skewer(c, cx, cy, L, a, kind) {
  const r = c.r;
  const ca = Math.cos(a),
    sa = Math.sin(a);
  const x1 = cx - ca * L,
    y1 = cy - sa * L,
    x2 = cx + ca * L,
    y2 = cy + sa * L;
  let s = `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="#9AA0A6" stroke-width="${n(L * 0.025)}" stroke-linecap="round"/>`;
  s += `<circle cx="${n(x2 + ca * L * 0.04)}" cy="${n(y2 + sa * L * 0.04)}" r="${n(L * 0.04)}" fill="none" stroke="#7D848B" stroke-width="${n(L * 0.018)}"/>`;
  if (kind === 'kofta') {
    s += `<path d="M${n(cx - ca * L * 0.72)} ${n(cy - sa * L * 0.72)}L${n(cx + ca * L * 0.62)} ${n(cy + sa * L * 0.62)}" stroke="${darken('#7A3B1E', 0.05)}" stroke-width="${n(L * 0.2)}" stroke-linecap="round"/>`;
    s += `<path d="M${n(cx - ca * L * 0.72)} ${n(cy - sa * L * 0.72 - L * 0.03)}L${n(cx + ca * L * 0.62)} ${n(cy + sa * L * 0.62 - L * 0.03)}" stroke="#9A5530" stroke-width="${n(L * 0.06)}" stroke-linecap="round" opacity=".6"/>`;
    for (let i = 0; i < 7; i++) {
      const u = -0.6 + i * 0.19;
      const px = cx + ca * L * u,
        py = cy + sa * L * u;
      s += `<path d="M${n(px - sa * L * 0.08)} ${n(py + ca * L * 0.08)}L${n(px + sa * L * 0.08 + ca * L * 0.05)} ${n(py - ca * L * 0.08 + sa * L * 0.05)}" stroke="#3A1A0C" stroke-width="${n(L * 0.025)}" stroke-linecap="round" opacity=".75"/>`;
    }
    return s;
  }
  const seq = kind === 'chicken' ? ['c', 'c', 'p', 'c', 'c', 'o', 'c'] : ['m', 'o', 'm', 'p', 'm', 'g', 'm'];
  seq.forEach((it, i) => {
    const u = -0.66 + i * 0.21;
    const px = cx + ca * L * u,
      py = cy + sa * L * u;
    if (it === 'm') s += meatChunk(c, px, py, L * 0.1, a + r.jit(0, 0.3));
    else if (it === 'c') s += meatChunk(c, px, py, L * 0.1, a + r.jit(0, 0.3), '#D9A04E');
    else if (it === 'o')
      s += `<path d="${blob(r, px, py, L * 0.06, L * 0.1, { rot: a, jit: 0.1 })}" fill="#F1E3EE" stroke="#8E3B6E" stroke-width="${n(L * 0.015)}"/>`;
    else if (it === 'p')
      s += `<path d="${blob(r, px, py, L * 0.06, L * 0.1, { rot: a, jit: 0.1 })}" fill="${shade(c, '#3E8E3A', 0.3)}"/>`;
    else
      s += `<path d="${blob(r, px, py, L * 0.06, L * 0.1, { rot: a, jit: 0.1 })}" fill="${shade(c, '#D6352B', 0.3)}"/>`;
  });
  return s;
}

// preferred container for each dish
export const DISH_INFO = {
  kabsa: { plates: ['copper', 'white', 'cream', 'terracotta'], name: 'Chicken kabsa' },
  mandi: { plates: ['copper', 'white', 'charcoal'], name: 'Lamb mandi' },
  hummus: { plates: ['bowl'], name: 'Hummus' },
  mutabbal: { plates: ['bowl'], name: 'Mutabbal' },
  falafel: { plates: ['white', 'blue', 'terracotta', 'olive'], name: 'Falafel plate' },
  fattoush: { plates: ['bowl', 'white', 'blue'], name: 'Fattoush salad' },
  tabbouleh: { plates: ['white', 'cream', 'blue', 'olive'], name: 'Tabbouleh' },
  kebab: { plates: ['wood', 'charcoal', 'copper'], name: 'Lamb & kofta kebab' },
  tawook: { plates: ['white', 'charcoal', 'terracotta'], name: 'Shish tawook' },
  shawarma: { plates: ['wood', 'white', 'charcoal'], name: 'Shawarma rolls' },
  manakish: { plates: ['wood', 'charcoal', 'white'], name: "Za'atar manakish" },
  lentilSoup: { plates: ['bowl'], name: 'Lentil soup' },
  fish: { plates: ['white', 'blue', 'charcoal'], name: 'Grilled fish' },
  kunafa: { plates: ['copper', 'cream', 'white'], name: 'Kunafa' },
  baklava: { plates: ['cream', 'blue', 'charcoal', 'copper'], name: 'Baklava' },
  dates: { plates: ['wood', 'blue', 'copper', 'terracotta'], name: 'Dates' },
  luqaimat: { plates: ['cream', 'blue', 'white'], name: 'Luqaimat' },
  muhalabia: { plates: ['bowl'], name: 'Muhalabia' },
  shakshuka: { plates: ['pan'], name: 'Shakshuka' },
  ful: { plates: ['bowl'], name: 'Ful medames' },
  mezze: { plates: ['copper', 'wood'], name: 'Mezze platter' },
  grill: { plates: ['wood', 'copper', 'charcoal'], name: 'Mixed grill' },
  coffee: { plates: ['copper', 'wood'], name: 'Arabic coffee & dates' },
  hummusLahme: { plates: ['bowl'], name: 'Hummus with meat' },
  muhammara: { plates: ['bowl'], name: 'Muhammara' },
  warakEnab: { plates: ['white', 'blue', 'olive'], name: 'Stuffed vine leaves' },
  kibbeh: { plates: ['white', 'terracotta', 'charcoal'], name: 'Fried kibbeh' },
  sambousek: { plates: ['white', 'cream', 'blue'], name: 'Sambousek' },
  fatayer: { plates: ['wood', 'white', 'terracotta'], name: 'Fatayer' },
  mutabbaq: { plates: ['wood', 'white', 'charcoal'], name: 'Mutabbaq' },
  halloumiSalad: { plates: ['white', 'blue', 'olive'], name: 'Halloumi salad' },
  beetSalad: { plates: ['white', 'charcoal', 'cream'], name: 'Rocket & beetroot salad' },
  jareesh: { plates: ['bowl'], name: 'Jareesh' },
  shishBarak: { plates: ['bowl'], name: 'Shish barak' },
  maqluba: { plates: ['copper', 'white', 'terracotta'], name: 'Maqluba' },
  sayadieh: { plates: ['white', 'blue', 'copper'], name: 'Sayadieh' },
  vegKabsa: { plates: ['copper', 'white', 'cream'], name: 'Vegetable kabsa' },
  lambChops: { plates: ['wood', 'charcoal', 'white'], name: 'Lamb chops' },
  wings: { plates: ['white', 'charcoal', 'terracotta'], name: 'Chicken wings' },
  cheeseManakish: { plates: ['wood', 'charcoal', 'white'], name: 'Cheese manakish' },
  sfiha: { plates: ['wood', 'white', 'terracotta'], name: 'Sfiha' },
  ummAli: { plates: ['terracotta', 'copper', 'cream'], name: 'Umm Ali' },
  basbousa: { plates: ['cream', 'copper', 'white'], name: 'Basbousa' },
  lemonMint: { plates: ['wood', 'copper', 'white'], name: 'Lemon & mint' },
  jallab: { plates: ['copper', 'wood'], name: 'Jallab' },
  laban: { plates: ['wood', 'white', 'blue'], name: 'Laban' },
  karak: { plates: ['copper', 'wood', 'charcoal'], name: 'Karak tea' },
};

/** The dishes a shared-table picture draws from (the site's bundled pictures depend on this list). */
export const TABLE_DISHES = [
  'kabsa',
  'mandi',
  'hummus',
  'mutabbal',
  'falafel',
  'fattoush',
  'tabbouleh',
  'kebab',
  'tawook',
  'shawarma',
  'manakish',
  'lentilSoup',
  'fish',
  'kunafa',
  'baklava',
  'dates',
  'luqaimat',
  'muhalabia',
  'shakshuka',
  'ful',
  'mezze',
  'grill',
  'coffee',
];

/** Complete dish in its container. Returns svg. */
export function dish(c, kind, cx, cy, R, container) {
  const r = c.r;
  container = container || r.pick(DISH_INFO[kind].plates);
  let s = '',
    inner;
  if (container === 'bowl') {
    const col = r.pick(['#F4F1EA', '#1F4E79', '#B85C38', '#6B7B3A', '#2B2B2B', '#F4F1EA']);
    const b = bowl(c, cx, cy, R * 0.9, col);
    s += b.svg;
    if (col === '#1F4E79' || col === '#B85C38') {
      for (let i = 0; i < 20; i++) {
        const t = (i / 20) * 6.283;
        s += circ(cx + Math.cos(t) * R * 0.83, cy + Math.sin(t) * R * 0.83, R * 0.015, '#F4F1EA', ' opacity=".8"');
      }
    }
    inner = b.inner;
  } else if (container === 'pan') {
    s += shadow(c, cx + R * 0.04, cy + R * 0.07, R * 0.9, R * 0.9, 0.4);
    const a = r.range(-0.6, 0.6) + Math.PI * 0.25;
    s += `<path d="M${n(cx + Math.cos(a) * R * 0.8)} ${n(cy + Math.sin(a) * R * 0.8)}L${n(cx + Math.cos(a) * R * 1.35)} ${n(cy + Math.sin(a) * R * 1.35)}" stroke="#2A2A2A" stroke-width="${n(R * 0.12)}" stroke-linecap="round"/>`;
    s += circ(cx, cy, R * 0.9, url(c.rad(['#4A4A4A', ['#2E2E2E', 0.85], ['#161616', 1]])));
    s += circ(cx, cy, R * 0.8, '#222');
    inner = R * 0.78;
  } else {
    const p = plate(c, cx, cy, R, container);
    s += p.svg;
    inner = p.inner;
  }
  s += DISHES[kind](c, cx, cy, inner);
  return s;
}
