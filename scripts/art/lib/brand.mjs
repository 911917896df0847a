// Logo, favicon, store badges, partner logos, pattern tile and divider (pure SVG).
import { PAL, n, starPts } from './core.mjs';
import { flowerMarkInner, tileInner } from './scenes.mjs';

const SERIF = "Georgia, 'Times New Roman', 'DejaVu Serif', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif";

export function flowerMark(size = 64, { bg } = {}) {
  const s = size * 0.46;
  const b = bg ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${bg}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${b}<g transform="translate(${size / 2} ${size / 2})">${flowerMarkInner(s * (bg ? 0.78 : 1))}</g></svg>`;
}

/** Cedar-tree mark centred at 0,0 with radius ~ s (the emblem of the seed's grill house). */
export function cedarMarkInner(s, leaf = '#2F7D4F', light = '#7FB069', trunk = '#8A5A32') {
  let o = `<rect x="${n(-s * 0.08)}" y="${n(s * 0.45)}" width="${n(s * 0.16)}" height="${n(s * 0.4)}" fill="${trunk}"/>`;
  for (let i = 0; i < 4; i++) {
    const y = -s * 0.75 + i * s * 0.32,
      half = s * (0.2 + i * 0.16);
    o += `<path d="M0 ${n(y - s * 0.1)}L${n(half)} ${n(y + s * 0.28)}H${n(-half)}Z" fill="${i % 2 ? light : leaf}"/>`;
  }
  return o;
}

/**
 * 400x120 logo: flower mark + a wordmark that names no restaurant. It is the site's stand-in
 * for a restaurant whose CMS record has no logo yet, on any site of the installation, so it says
 * "Restaurant" rather than one restaurant's name.
 */
export function logo(ink) {
  const sub = ink === '#FFFFFF' ? 'rgba(255,255,255,.72)' : '#6B6B6B';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120" viewBox="0 0 400 120" role="img" aria-label="Restaurant">
<title>Restaurant</title>
<g transform="translate(58 60)"><circle r="44" fill="none" stroke="${PAL.saffron}" stroke-width="2" opacity=".9"/><circle r="39" fill="none" stroke="${PAL.saffron}" stroke-width="1" stroke-dasharray="2 4" opacity=".8"/>${flowerMarkInner(30)}</g>
<text x="118" y="62" font-family="${SERIF}" font-size="40" font-weight="700" fill="${ink}" textLength="220" lengthAdjust="spacingAndGlyphs">Restaurant</text>
<path d="M119 78H176" stroke="${PAL.saffron}" stroke-width="2"/><path d="M183 74l4 4-4 4-4-4z" fill="${PAL.saffron}"/>
<text x="194" y="83" font-family="${SANS}" font-size="13" fill="${sub}" textLength="150" lengthAdjust="spacing">KITCHEN · TABLE</text>
</svg>`;
}

function badge(small, big, icon) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="54" viewBox="0 0 180 54" role="img" aria-label="${small} ${big}">
<rect x=".5" y=".5" width="179" height="53" rx="10" fill="#111111" stroke="#8A8A8A"/>
<g transform="translate(14 11)">${icon}</g>
<text x="56" y="22" font-family="${SANS}" font-size="10" fill="#FFFFFF" letter-spacing=".3">${small}</text>
<text x="56" y="41" font-family="${SANS}" font-size="18" font-weight="600" fill="#FFFFFF">${big}</text>
</svg>`;
}
export function appStoreBadge() {
  // generic phone with download arrow (our own icon)
  const icon = `<rect x="4" y="0" width="24" height="32" rx="5" fill="none" stroke="#fff" stroke-width="2.2"/><path d="M16 7v13M10.5 15l5.5 5.5 5.5-5.5" fill="none" stroke="${PAL.saffron}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/><path d="M13 27h6" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`;
  return badge('Download on the', 'App Store', icon);
}
export function playStoreBadge() {
  // generic shopping bag with a play arrow (our own icon)
  const icon = `<path d="M3 10h26l-2 22H5z" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/><path d="M10 10V7a6 6 0 0 1 12 0v3" fill="none" stroke="#fff" stroke-width="2.2"/><path d="M13 16v10l8-5z" fill="${PAL.saffron}"/>`;
  return badge('GET IT ON', 'Google Play', icon);
}

const GREY = '#8C8C8C';
export const BRANDS = [
  {
    name: 'NAKHLA',
    sub: 'DATE FARMS',
    icon: `<path d="M30 52V26" stroke="${GREY}" stroke-width="3"/><path d="M30 26c-6-8-14-9-20-6 6 0 12 2 20 6zm0 0c6-8 14-9 20-6-6 0-12 2-20 6zm0 0c-3-8-2-14 2-18-1 6-1 12-2 18zm0 0c-8-2-14 2-16 8 4-4 10-6 16-8zm0 0c8-2 14 2 16 8-4-4-10-6-16-8z" fill="${GREY}"/>`,
  },
  {
    name: 'Oliva',
    sub: 'PRESS &amp; CO',
    serif: true,
    icon: `<ellipse cx="30" cy="34" rx="10" ry="14" fill="${GREY}" transform="rotate(-25 30 34)"/><path d="M36 22c4-8 10-10 16-10-2 6-8 10-16 10z" fill="${GREY}"/><circle cx="27" cy="30" r="3" fill="#fff" opacity=".6"/>`,
  },
  {
    name: 'DUNE',
    sub: 'ROASTERS',
    icon: `<path d="M8 48c8-10 16-14 24-14s14 4 22 14z" fill="${GREY}"/><path d="M16 48c6-6 12-8 18-8" stroke="#fff" stroke-width="2" fill="none" opacity=".6"/><circle cx="40" cy="18" r="7" fill="none" stroke="${GREY}" stroke-width="3"/>`,
  },
  {
    name: 'Souq',
    sub: 'FRESH MARKET',
    serif: true,
    icon: `<path d="M10 26h40l-4 24H14z" fill="${GREY}"/><path d="M18 26c0-10 4-14 12-14s12 4 12 14" fill="none" stroke="${GREY}" stroke-width="3"/><path d="M22 34v10M30 34v10M38 34v10" stroke="#fff" stroke-width="2" opacity=".6"/>`,
  },
  {
    name: 'QAMAR',
    sub: 'BAKERY',
    icon: `<path d="M38 12a20 20 0 1 0 12 32 16 16 0 1 1-12-32z" fill="${GREY}"/><polygon points="${starPts(42, 24, 6, 2.6, 5)}" fill="${GREY}"/>`,
  },
];
export function brandLogo(b) {
  const font = b.serif ? SERIF : SANS;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="80" viewBox="0 0 220 80" role="img" aria-label="${b.name}">
<g transform="translate(6 8)">${b.icon}</g>
<text x="72" y="44" font-family="${font}" font-size="${b.serif ? 30 : 26}" font-weight="700" fill="${GREY}" letter-spacing="${b.serif ? 0 : 3}">${b.name}</text>
<text x="73" y="62" font-family="${SANS}" font-size="10" fill="${GREY}" letter-spacing="3">${b.sub}</text>
</svg>`;
}

export function patternTile() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">${tileInner(80, PAL.saffron, 0.22, 1.2)}</svg>`;
}
export function divider() {
  const c = PAL.saffron;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="24" viewBox="0 0 240 24" fill="${c}"><path d="M10 12H92M148 12H230" stroke="${c}" stroke-width="1.5"/><path d="M96 12l5-5 5 5-5 5zM134 12l5-5 5 5-5 5z"/><circle cx="6" cy="12" r="2.5"/><circle cx="234" cy="12" r="2.5"/><polygon points="${starPts(120, 12, 11, 8.4, 8, Math.PI / 8)}" fill="none" stroke="${c}" stroke-width="1.5"/><polygon points="${starPts(120, 12, 5.5, 4.2, 8)}" fill="${PAL.red}"/></svg>`;
}
