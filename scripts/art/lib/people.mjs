// Stylised chef busts and avatars.
import { PAL, lighten, darken, n, url } from './core.mjs';
import { tilePattern } from './scenes.mjs';

export const SKIN = ['#F1C7A5', '#E0AC82', '#C68A5E', '#A8714A', '#8A5636', '#5E3A24'];
export const HAIR = ['#1C1C1C', '#2E1E14', '#4A2E1A', '#6B4A2A', '#9A9A9A', '#3A2A20'];

function face(c, cx, cy, s, o) {
  const skin = o.skin;
  let f = '';
  // ears
  f += `<ellipse cx="${n(cx - s * 0.8)}" cy="${n(cy + s * 0.05)}" rx="${n(s * 0.14)}" ry="${n(s * 0.2)}" fill="${darken(skin, 0.06)}"/><ellipse cx="${n(cx + s * 0.8)}" cy="${n(cy + s * 0.05)}" rx="${n(s * 0.14)}" ry="${n(s * 0.2)}" fill="${darken(skin, 0.06)}"/>`;
  // head
  f += `<path d="M${n(cx - s * 0.8)} ${n(cy - s * 0.3)}C${n(cx - s * 0.8)} ${n(cy - s * 1.1)} ${n(cx + s * 0.8)} ${n(cy - s * 1.1)} ${n(cx + s * 0.8)} ${n(cy - s * 0.3)}V${n(cy + s * 0.2)}C${n(cx + s * 0.78)} ${n(cy + s * 0.85)} ${n(cx + s * 0.35)} ${n(cy + s * 1.1)} ${n(cx)} ${n(cy + s * 1.1)}C${n(cx - s * 0.35)} ${n(cy + s * 1.1)} ${n(cx - s * 0.78)} ${n(cy + s * 0.85)} ${n(cx - s * 0.8)} ${n(cy + s * 0.2)}Z" fill="${url(c.rad([lighten(skin, 0.08), [skin, 0.7], [darken(skin, 0.1), 1]], 0.45, 0.4, 0.6))}"/>`;
  // hair under hat / sides
  if (o.hair !== 'none' && !o.hijab) {
    f += `<path d="M${n(cx - s * 0.82)} ${n(cy - s * 0.05)}C${n(cx - s * 0.86)} ${n(cy - s * 0.6)} ${n(cx - s * 0.7)} ${n(cy - s * 0.75)} ${n(cx - s * 0.5)} ${n(cy - s * 0.78)}L${n(cx - s * 0.62)} ${n(cy - s * 0.2)}Z" fill="${o.hairCol}"/>`;
    f += `<path d="M${n(cx + s * 0.82)} ${n(cy - s * 0.05)}C${n(cx + s * 0.86)} ${n(cy - s * 0.6)} ${n(cx + s * 0.7)} ${n(cy - s * 0.75)} ${n(cx + s * 0.5)} ${n(cy - s * 0.78)}L${n(cx + s * 0.62)} ${n(cy - s * 0.2)}Z" fill="${o.hairCol}"/>`;
  }
  // beard
  if (o.beard) {
    f += `<path d="M${n(cx - s * 0.8)} ${n(cy + s * 0.05)}C${n(cx - s * 0.75)} ${n(cy + s * 0.9)} ${n(cx - s * 0.35)} ${n(cy + s * 1.22)} ${n(cx)} ${n(cy + s * 1.22)}C${n(cx + s * 0.35)} ${n(cy + s * 1.22)} ${n(cx + s * 0.75)} ${n(cy + s * 0.9)} ${n(cx + s * 0.8)} ${n(cy + s * 0.05)}L${n(cx + s * 0.62)} ${n(cy + s * 0.2)}C${n(cx + s * 0.5)} ${n(cy + s * 0.55)} ${n(cx + s * 0.3)} ${n(cy + s * 0.45)} ${n(cx)} ${n(cy + s * 0.48)}C${n(cx - s * 0.3)} ${n(cy + s * 0.45)} ${n(cx - s * 0.5)} ${n(cy + s * 0.55)} ${n(cx - s * 0.62)} ${n(cy + s * 0.2)}Z" fill="${o.hairCol}"/>`;
  }
  if (o.beard || o.moustache)
    f += `<path d="M${n(cx - s * 0.32)} ${n(cy + s * 0.52)}Q${n(cx)} ${n(cy + s * 0.32)} ${n(cx + s * 0.32)} ${n(cy + s * 0.52)}Q${n(cx)} ${n(cy + s * 0.44)} ${n(cx - s * 0.32)} ${n(cy + s * 0.52)}Z" fill="${o.hairCol}"/>`;
  // eyes, brows
  for (const k of [-1, 1]) {
    f += `<ellipse cx="${n(cx + k * s * 0.32)}" cy="${n(cy - s * 0.02)}" rx="${n(s * 0.075)}" ry="${n(s * 0.095)}" fill="#1C1C1C"/><circle cx="${n(cx + k * s * 0.32 + s * 0.025)}" cy="${n(cy - s * 0.05)}" r="${n(s * 0.025)}" fill="#fff"/>`;
    f += `<path d="M${n(cx + k * s * 0.18)} ${n(cy - s * 0.22)}Q${n(cx + k * s * 0.32)} ${n(cy - s * 0.3)} ${n(cx + k * s * 0.46)} ${n(cy - s * 0.2)}" fill="none" stroke="${o.hairCol === '#9A9A9A' ? '#6A6A6A' : o.hairCol}" stroke-width="${n(s * 0.06)}" stroke-linecap="round"/>`;
  }
  if (o.glasses)
    f += `<g fill="none" stroke="#1C1C1C" stroke-width="${n(s * 0.04)}"><circle cx="${n(cx - s * 0.32)}" cy="${n(cy - s * 0.02)}" r="${n(s * 0.2)}"/><circle cx="${n(cx + s * 0.32)}" cy="${n(cy - s * 0.02)}" r="${n(s * 0.2)}"/><path d="M${n(cx - s * 0.12)} ${n(cy - s * 0.04)}Q${n(cx)} ${n(cy - s * 0.1)} ${n(cx + s * 0.12)} ${n(cy - s * 0.04)}"/></g>`;
  // nose & mouth & cheeks
  f += `<path d="M${n(cx - s * 0.02)} ${n(cy + s * 0.05)}Q${n(cx - s * 0.1)} ${n(cy + s * 0.3)} ${n(cx + s * 0.05)} ${n(cy + s * 0.32)}" fill="none" stroke="${darken(skin, 0.25)}" stroke-width="${n(s * 0.045)}" stroke-linecap="round"/>`;
  f += `<path d="M${n(cx - s * 0.2)} ${n(cy + s * 0.6)}Q${n(cx)} ${n(cy + s * 0.78)} ${n(cx + s * 0.2)} ${n(cy + s * 0.6)}" fill="${o.beard ? '#F4F1EA' : 'none'}" stroke="${darken(skin, 0.45)}" stroke-width="${n(s * 0.05)}" stroke-linecap="round"/>`;
  if (!o.beard)
    f += `<circle cx="${n(cx - s * 0.5)}" cy="${n(cy + s * 0.35)}" r="${n(s * 0.13)}" fill="#E36B5A" opacity=".18"/><circle cx="${n(cx + s * 0.5)}" cy="${n(cy + s * 0.35)}" r="${n(s * 0.13)}" fill="#E36B5A" opacity=".18"/>`;
  return f;
}

function toque(c, cx, top, s, tall = 1) {
  const bandY = top;
  const w = s * 0.85;
  const h = s * 0.9 * tall;
  let o = `<g fill="${url(c.lin(['#FFFFFF', '#ECE8E0'], 0, 0, 1, 0))}" stroke="#D8D2C6" stroke-width="${n(s * 0.02)}">`;
  o += `<path d="M${n(cx - w)} ${n(bandY)}V${n(bandY - h)}H${n(cx + w)}V${n(bandY)}Z"/>`;
  const puffY = bandY - h;
  o += `<circle cx="${n(cx - w * 0.65)}" cy="${n(puffY)}" r="${n(w * 0.55)}"/><circle cx="${n(cx + w * 0.65)}" cy="${n(puffY)}" r="${n(w * 0.55)}"/><circle cx="${n(cx)}" cy="${n(puffY - w * 0.2)}" r="${n(w * 0.68)}"/>`;
  o += `<path d="M${n(cx - w * 1.1)} ${n(puffY + w * 0.05)}Q${n(cx)} ${n(puffY + w * 0.5)} ${n(cx + w * 1.1)} ${n(puffY + w * 0.05)}V${n(bandY)}H${n(cx - w * 1.1)}Z" stroke="none"/>`;
  o += '</g>';
  o += `<path d="M${n(cx - w * 0.4)} ${n(puffY + w * 0.3)}V${n(bandY - s * 0.3)}M${n(cx)} ${n(puffY + w * 0.35)}V${n(bandY - s * 0.3)}M${n(cx + w * 0.4)} ${n(puffY + w * 0.3)}V${n(bandY - s * 0.3)}" stroke="#D8D2C6" stroke-width="${n(s * 0.03)}" stroke-linecap="round"/>`;
  o += `<rect x="${n(cx - w * 1.02)}" y="${n(bandY - s * 0.3)}" width="${n(w * 2.04)}" height="${n(s * 0.32)}" rx="${n(s * 0.06)}" fill="#F4F1EA" stroke="#D8D2C6" stroke-width="${n(s * 0.02)}"/>`;
  return o;
}

/** Hair on top of a bare head. */
const hairTop = (cx, headY, s, col) =>
  `<path d="M${n(cx - s * 0.82)} ${n(headY - s * 0.15)}C${n(cx - s * 0.95)} ${n(headY - s * 1.25)} ${n(cx + s * 0.95)} ${n(headY - s * 1.25)} ${n(cx + s * 0.82)} ${n(headY - s * 0.15)}Q${n(cx + s * 0.5)} ${n(headY - s * 0.75)} ${n(cx - s * 0.1)} ${n(headY - s * 0.6)}Q${n(cx - s * 0.6)} ${n(headY - s * 0.5)} ${n(cx - s * 0.82)} ${n(headY - s * 0.15)}Z" fill="${col}"/>`;

/** Chef bust portrait. */
export function chef(c, W, H, o) {
  const cx = W / 2,
    s = W * 0.19;
  const headY = H * 0.47;
  let out = '';
  // background
  if (!o.noBg)
    out += `<rect width="${W}" height="${H}" fill="${url(c.lin([lighten(o.bg, 0.15), darken(o.bg, 0.12)]))}"/>`;
  if (!o.noBg)
    out += `<rect width="${W}" height="${H}" fill="${url(tilePattern(c, Math.round(W / 5), lighten(o.bg, 0.5), 0.14, 2))}"/>`;
  const aw = W * 0.36;
  if (!o.noBg)
    out += `<path d="M${n(cx - aw)} ${n(H)}V${n(H * 0.38)}C${n(cx - aw)} ${n(H * 0.2)} ${n(cx - aw * 0.3)} ${n(H * 0.13)} ${n(cx)} ${n(H * 0.08)}C${n(cx + aw * 0.3)} ${n(H * 0.13)} ${n(cx + aw)} ${n(H * 0.2)} ${n(cx + aw)} ${n(H * 0.38)}V${n(H)}Z" fill="${lighten(o.bg, 0.22)}" opacity=".55"/>`;
  // body / coat
  const shY = H * 0.8;
  const coat = o.coat || '#F7F5F0';
  const coatD = darken(coat, 0.12);
  if (o.hijab) {
    out += `<path d="M${n(cx - s * 1.05)} ${n(headY + s * 0.2)}C${n(cx - s * 1.3)} ${n(headY - s * 1.5)} ${n(cx + s * 1.3)} ${n(headY - s * 1.5)} ${n(cx + s * 1.05)} ${n(headY + s * 0.2)}L${n(cx + s * 1.5)} ${n(shY + s * 0.3)}H${n(cx - s * 1.5)}Z" fill="${darken(o.hijab, 0.1)}"/>`;
  }
  out += `<path d="M${n(cx - s * 0.42)} ${n(headY + s * 0.6)}V${n(shY - s * 0.1)}H${n(cx + s * 0.42)}V${n(headY + s * 0.6)}Z" fill="${darken(o.skin, 0.15)}"/>`;
  out += `<path d="M${n(W * 0.06)} ${n(H)}C${n(W * 0.08)} ${n(shY + s * 0.3)} ${n(cx - s * 1.6)} ${n(shY - s * 0.15)} ${n(cx - s * 0.5)} ${n(shY - s * 0.3)}H${n(cx + s * 0.5)}C${n(cx + s * 1.6)} ${n(shY - s * 0.15)} ${n(W * 0.92)} ${n(shY + s * 0.3)} ${n(W * 0.94)} ${n(H)}Z" fill="${url(c.lin([coat, coatD], 0, 0, 1, 0))}"/>`;
  // double-breasted flap
  out += `<path d="M${n(cx - s * 0.5)} ${n(shY - s * 0.25)}L${n(cx + s * 0.55)} ${n(shY + s * 0.9)}V${n(H)}" fill="none" stroke="${darken(coat, 0.2)}" stroke-width="${n(s * 0.04)}"/>`;
  for (let i = 0; i < 3; i++)
    for (const k of [-0.25, 1.1])
      out += `<circle cx="${n(cx + k * s)}" cy="${n(shY + s * (0.75 + i * 0.55))}" r="${n(s * 0.075)}" fill="${o.button || PAL.charcoal}"/>`;
  // collar
  out += `<path d="M${n(cx - s * 0.62)} ${n(shY - s * 0.45)}L${n(cx - s * 0.55)} ${n(shY - s * 0.05)}Q${n(cx)} ${n(shY + s * 0.15)} ${n(cx + s * 0.55)} ${n(shY - s * 0.05)}L${n(cx + s * 0.62)} ${n(shY - s * 0.45)}Q${n(cx)} ${n(shY - s * 0.25)} ${n(cx - s * 0.62)} ${n(shY - s * 0.45)}Z" fill="${lighten(coat, 0.3)}" stroke="${darken(coat, 0.15)}" stroke-width="${n(s * 0.03)}"/>`;
  if (o.scarf) {
    out += `<path d="M${n(cx - s * 0.35)} ${n(shY - s * 0.12)}Q${n(cx)} ${n(shY + s * 0.1)} ${n(cx + s * 0.35)} ${n(shY - s * 0.12)}L${n(cx + s * 0.15)} ${n(shY + s * 0.25)}L${n(cx + s * 0.3)} ${n(shY + s * 0.85)}L${n(cx)} ${n(shY + s * 0.55)}L${n(cx - s * 0.3)} ${n(shY + s * 0.85)}L${n(cx - s * 0.15)} ${n(shY + s * 0.25)}Z" fill="${o.scarf}"/><circle cx="${n(cx)}" cy="${n(shY + s * 0.2)}" r="${n(s * 0.14)}" fill="${darken(o.scarf, 0.15)}"/>`;
  }
  if (o.apron) {
    out += `<path d="M${n(cx - s * 1.1)} ${n(H)}V${n(shY + s * 1.2)}H${n(cx + s * 1.1)}V${n(H)}Z" fill="${o.apron}"/><path d="M${n(cx - s * 1.0)} ${n(shY + s * 1.2)}L${n(cx - s * 1.4)} ${n(shY - s * 0.1)}M${n(cx + s * 1.0)} ${n(shY + s * 1.2)}L${n(cx + s * 1.4)} ${n(shY - s * 0.1)}" stroke="${o.apron}" stroke-width="${n(s * 0.14)}"/>`;
    out += `<rect x="${n(cx - s * 0.35)}" y="${n(shY + s * 1.55)}" width="${n(s * 0.7)}" height="${n(s * 0.45)}" rx="4" fill="${darken(o.apron, 0.15)}"/>`;
    out += `<g transform="translate(${n(cx + s * 0.7)} ${n(shY + s * 1.5)})">${miniMark(s * 0.14)}</g>`;
  } else {
    out += `<g transform="translate(${n(cx - s * 1.3)} ${n(shY + s * 0.9)})">${miniMark(s * 0.16)}</g>`;
  }
  // head
  if (o.hijab) {
    out += face(c, cx, headY, s, { ...o, hair: 'none' });
    out += `<path d="M${n(cx - s * 0.95)} ${n(headY + s * 0.6)}C${n(cx - s * 1.15)} ${n(headY - s * 1.35)} ${n(cx + s * 1.15)} ${n(headY - s * 1.35)} ${n(cx + s * 0.95)} ${n(headY + s * 0.6)}C${n(cx + s * 0.85)} ${n(headY + s * 1.0)} ${n(cx + s * 0.6)} ${n(headY + s * 1.3)} ${n(cx)} ${n(headY + s * 1.35)}C${n(cx - s * 0.6)} ${n(headY + s * 1.3)} ${n(cx - s * 0.85)} ${n(headY + s * 1.0)} ${n(cx - s * 0.95)} ${n(headY + s * 0.6)}ZM${n(cx - s * 0.72)} ${n(headY - s * 0.25)}C${n(cx - s * 0.7)} ${n(headY - s * 0.85)} ${n(cx + s * 0.7)} ${n(headY - s * 0.85)} ${n(cx + s * 0.72)} ${n(headY - s * 0.25)}V${n(headY + s * 0.3)}C${n(cx + s * 0.7)} ${n(headY + s * 0.85)} ${n(cx + s * 0.35)} ${n(headY + s * 1.08)} ${n(cx)} ${n(headY + s * 1.08)}C${n(cx - s * 0.35)} ${n(headY + s * 1.08)} ${n(cx - s * 0.7)} ${n(headY + s * 0.85)} ${n(cx - s * 0.72)} ${n(headY + s * 0.3)}Z" fill="${o.hijab}" fill-rule="evenodd"/>`;
  } else {
    out += face(c, cx, headY, s, o);
    if (o.hairTop && !o.hat) out += hairTop(cx, headY, s, o.hairCol);
  }
  // headwear
  if (o.hat === 'toque') out += toque(c, cx, headY - s * 0.55, s, o.tall || 1);
  else if (o.hat === 'cap')
    out += `<path d="M${n(cx - s * 0.86)} ${n(headY - s * 0.3)}C${n(cx - s * 0.9)} ${n(headY - s * 1.25)} ${n(cx + s * 0.9)} ${n(headY - s * 1.25)} ${n(cx + s * 0.86)} ${n(headY - s * 0.3)}Q${n(cx)} ${n(headY - s * 0.5)} ${n(cx - s * 0.86)} ${n(headY - s * 0.3)}Z" fill="${o.capCol}"/><path d="M${n(cx - s * 0.86)} ${n(headY - s * 0.3)}Q${n(cx)} ${n(headY - s * 0.5)} ${n(cx + s * 0.86)} ${n(headY - s * 0.3)}" fill="none" stroke="${darken(o.capCol, 0.2)}" stroke-width="${n(s * 0.08)}"/><path d="M${n(cx + s * 0.75)} ${n(headY - s * 0.45)}l${n(s * 0.35)} ${n(s * 0.1)}l-${n(s * 0.05)} ${n(s * 0.3)}Z" fill="${darken(o.capCol, 0.15)}"/>`;
  else if (o.hat === 'hijabcap')
    out += `<path d="M${n(cx - s * 0.9)} ${n(headY - s * 0.45)}C${n(cx - s * 0.9)} ${n(headY - s * 1.3)} ${n(cx + s * 0.9)} ${n(headY - s * 1.3)} ${n(cx + s * 0.9)} ${n(headY - s * 0.45)}Z" fill="#F7F5F0" stroke="#D8D2C6" stroke-width="${n(s * 0.03)}"/>`;
  return out;
}
function miniMark(s) {
  let o = '';
  for (let i = 0; i < 6; i++)
    o += `<ellipse cx="0" cy="${n(-s * 0.55)}" rx="${n(s * 0.25)}" ry="${n(s * 0.55)}" fill="${PAL.saffron}" transform="rotate(${i * 60})"/>`;
  return o + `<circle r="${n(s * 0.18)}" fill="${PAL.red}"/>`;
}

/** Small round avatar with a person. */
export function avatar(c, S, o) {
  const cx = S / 2;
  const s = S * 0.2;
  const headY = S * 0.44;
  const clip = c.clip(`<circle cx="${cx}" cy="${cx}" r="${cx}"/>`);
  let out = `<g clip-path="url(#${clip})"><rect width="${S}" height="${S}" fill="${url(c.lin([lighten(o.bg, 0.2), o.bg]))}"/>`;
  if (o.neutral) {
    out += `<circle cx="${cx}" cy="${n(S * 0.4)}" r="${n(S * 0.17)}" fill="${o.fg}"/><path d="M${n(S * 0.14)} ${S}C${n(S * 0.16)} ${n(S * 0.7)} ${n(S * 0.3)} ${n(S * 0.62)} ${cx} ${n(S * 0.62)}C${n(S * 0.7)} ${n(S * 0.62)} ${n(S * 0.84)} ${n(S * 0.7)} ${n(S * 0.86)} ${S}Z" fill="${o.fg}"/></g>`;
    return out;
  }
  const shirt = o.shirt;
  if (o.hijab)
    out += `<path d="M${n(cx - s * 1.05)} ${n(headY)}C${n(cx - s * 1.3)} ${n(headY - s * 1.5)} ${n(cx + s * 1.3)} ${n(headY - s * 1.5)} ${n(cx + s * 1.05)} ${n(headY)}L${n(cx + s * 1.8)} ${S}H${n(cx - s * 1.8)}Z" fill="${darken(o.hijab, 0.1)}"/>`;
  if (o.longHair)
    out += `<path d="M${n(cx - s * 0.95)} ${n(headY + s * 1.4)}C${n(cx - s * 1.2)} ${n(headY - s * 1.4)} ${n(cx + s * 1.2)} ${n(headY - s * 1.4)} ${n(cx + s * 0.95)} ${n(headY + s * 1.4)}Z" fill="${o.hairCol}"/>`;
  out += `<path d="M${n(cx - s * 0.38)} ${n(headY + s * 0.6)}V${n(S * 0.78)}H${n(cx + s * 0.38)}V${n(headY + s * 0.6)}Z" fill="${darken(o.skin, 0.15)}"/>`;
  out += `<path d="M${n(S * 0.08)} ${S}C${n(S * 0.1)} ${n(S * 0.8)} ${n(S * 0.3)} ${n(S * 0.73)} ${cx} ${n(S * 0.73)}C${n(S * 0.7)} ${n(S * 0.73)} ${n(S * 0.9)} ${n(S * 0.8)} ${n(S * 0.92)} ${S}Z" fill="${shirt}"/>`;
  if (o.thobe)
    out += `<path d="M${n(cx - s * 0.3)} ${n(S * 0.74)}Q${cx} ${n(S * 0.8)} ${n(cx + s * 0.3)} ${n(S * 0.74)}" fill="none" stroke="${darken(shirt, 0.2)}" stroke-width="2"/><path d="M${cx} ${n(S * 0.78)}V${S}" stroke="${darken(shirt, 0.15)}" stroke-width="2"/>`;
  if (o.hijab) {
    out += face(c, cx, headY, s, { ...o, hair: 'none' });
    out += `<path d="M${n(cx - s * 0.95)} ${n(headY + s * 0.6)}C${n(cx - s * 1.15)} ${n(headY - s * 1.35)} ${n(cx + s * 1.15)} ${n(headY - s * 1.35)} ${n(cx + s * 0.95)} ${n(headY + s * 0.6)}C${n(cx + s * 0.85)} ${n(headY + s * 1.0)} ${n(cx + s * 0.6)} ${n(headY + s * 1.3)} ${n(cx)} ${n(headY + s * 1.35)}C${n(cx - s * 0.6)} ${n(headY + s * 1.3)} ${n(cx - s * 0.85)} ${n(headY + s * 1.0)} ${n(cx - s * 0.95)} ${n(headY + s * 0.6)}ZM${n(cx - s * 0.72)} ${n(headY - s * 0.25)}C${n(cx - s * 0.7)} ${n(headY - s * 0.85)} ${n(cx + s * 0.7)} ${n(headY - s * 0.85)} ${n(cx + s * 0.72)} ${n(headY - s * 0.25)}V${n(headY + s * 0.3)}C${n(cx + s * 0.7)} ${n(headY + s * 0.85)} ${n(cx + s * 0.35)} ${n(headY + s * 1.08)} ${n(cx)} ${n(headY + s * 1.08)}C${n(cx - s * 0.35)} ${n(headY + s * 1.08)} ${n(cx - s * 0.7)} ${n(headY + s * 0.85)} ${n(cx - s * 0.72)} ${n(headY + s * 0.3)}Z" fill="${o.hijab}" fill-rule="evenodd"/>`;
  } else if (o.ghutra) {
    // head cloth falling to shoulders + black agal ring
    out += `<path d="M${n(cx - s * 0.95)} ${n(headY - s * 0.3)}L${n(cx - s * 1.25)} ${n(S * 0.95)}H${n(cx - s * 0.55)}L${n(cx - s * 0.7)} ${n(headY + s * 0.2)}ZM${n(cx + s * 0.95)} ${n(headY - s * 0.3)}L${n(cx + s * 1.25)} ${n(S * 0.95)}H${n(cx + s * 0.55)}L${n(cx + s * 0.7)} ${n(headY + s * 0.2)}Z" fill="${o.ghutra}"/>`;
    out += face(c, cx, headY, s, { ...o, hair: 'none' });
    out += `<path d="M${n(cx - s * 0.95)} ${n(headY - s * 0.1)}C${n(cx - s * 1.05)} ${n(headY - s * 1.3)} ${n(cx + s * 1.05)} ${n(headY - s * 1.3)} ${n(cx + s * 0.95)} ${n(headY - s * 0.1)}Q${n(cx)} ${n(headY - s * 0.55)} ${n(cx - s * 0.95)} ${n(headY - s * 0.1)}Z" fill="${o.ghutra}"/>`;
    if (o.ghutra !== '#FFFFFF') {
      const pid = c.once(
        'shemagh',
        (id) =>
          `<pattern id="${id}" width="5" height="5" patternUnits="userSpaceOnUse"><rect width="5" height="5" fill="#F4F1EA"/><path d="M0 2.5H5M2.5 0V5" stroke="#B3261E" stroke-width="1.6"/></pattern>`,
      );
      out = out.replaceAll(`fill="${o.ghutra}"`, `fill="url(#${pid})"`);
    }
    out += `<ellipse cx="${cx}" cy="${n(headY - s * 0.72)}" rx="${n(s * 0.78)}" ry="${n(s * 0.16)}" fill="none" stroke="#1C1C1C" stroke-width="${n(s * 0.13)}"/>`;
  } else {
    out += face(c, cx, headY, s, o);
    if (o.hairTop) out += hairTop(cx, headY, s, o.hairCol);
  }
  return out + '</g>';
}
