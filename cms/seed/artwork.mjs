// The project's own artwork: SVG illustrations (top-down dishes, drinks, portraits, hero
// backgrounds, logos) drawn from simple shapes. Deterministic: the same spec always gives
// the same picture. No text is drawn, so the result never depends on installed fonts.
// scripts/lib/images.mjs renders these to WebP with sharp.

/** Small deterministic PRNG (mulberry32) seeded from a string. */
export function rng(seedText) {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i += 1) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

const f = (n) => Number(n.toFixed(1));

function attrs(props) {
  return Object.entries(props)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${typeof v === 'number' ? f(v) : v}"`)
    .join(' ');
}
const circle = (cx, cy, r, props = {}) => `<circle ${attrs({ cx, cy, r, ...props })}/>`;
const ellipse = (cx, cy, rx, ry, props = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, ...props })}/>`;
const rect = (x, y, width, height, props = {}) => `<rect ${attrs({ x, y, width, height, ...props })}/>`;
const pathEl = (d, props = {}) => `<path ${attrs({ d, ...props })}/>`;
const group = (content, props = {}) => `<g ${attrs(props)}>${content}</g>`;
const rotate = (deg, x, y) => `rotate(${f(deg)} ${f(x)} ${f(y)})`;

/** Random point inside a disc (uniform). */
function inDisc(r, cx, cy, radius) {
  const angle = r.range(0, Math.PI * 2);
  const dist = Math.sqrt(r.next()) * radius;
  return [cx + Math.cos(angle) * dist, cy + Math.sin(angle) * dist];
}

function svg(width, height, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

// ---------------------------------------------------------------------------------------
// Backgrounds and plates

const TABLES = {
  walnut: ['#5b3a24', '#6e4a2f', '#4c3120'],
  oak: ['#b98a5a', '#c99a69', '#a97b4e'],
  slate: ['#3b4047', '#454b53', '#33373d'],
  linen: ['#efe6d8', '#f5eee3', '#e6dccb'],
  terracotta: ['#b5654a', '#c27359', '#a65a41'],
  cream: ['#f4ede1', '#faf5ec', '#ece2d2'],
};

function table(r, w, h, kind) {
  const [base, light, dark] = TABLES[kind] ?? TABLES.walnut;
  let out = rect(0, 0, w, h, { fill: base });
  if (kind === 'linen' || kind === 'cream') {
    for (let y = 0; y < h; y += 6) out += rect(0, y, w, 2, { fill: dark, opacity: 0.18 });
    for (let x = 0; x < w; x += 6) out += rect(x, 0, 2, h, { fill: light, opacity: 0.25 });
  } else {
    const plank = r.int(110, 150);
    for (let y = 0; y < h; y += plank) {
      out += rect(0, y, w, plank - 3, { fill: r.pick([base, light, dark]), opacity: 0.55 });
      for (let i = 0; i < 5; i += 1) {
        const gy = y + r.range(8, plank - 10);
        out += pathEl(
          `M0 ${f(gy)} C ${f(w * 0.3)} ${f(gy + r.range(-8, 8))}, ${f(w * 0.6)} ${f(gy + r.range(-8, 8))}, ${w} ${f(gy + r.range(-6, 6))}`,
          {
            stroke: dark,
            strokeWidth: r.range(1, 2.5),
            fill: 'none',
            opacity: 0.35,
          },
        );
      }
      out += rect(0, y + plank - 3, w, 3, { fill: '#000', opacity: 0.25 });
    }
  }
  return out;
}

function vignette(w, h) {
  return rect(0, 0, w, h, { fill: 'url(#vignette)' });
}
const VIGNETTE_DEF =
  '<radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset="55%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.45"/></radialGradient>';
const SHADOW_DEF =
  '<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>';
const SOFT_DEF =
  '<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="2"/></filter>';

function plate(cx, cy, r, { color = '#fbfaf7', rim = '#e9e4da', accent = null, bowl = false } = {}) {
  let out = ellipse(cx + r * 0.06, cy + r * 0.1, r * 1.02, r * 0.98, {
    fill: '#000',
    opacity: 0.35,
    filter: 'url(#shadow)',
  });
  out += circle(cx, cy, r, { fill: rim });
  out += circle(cx, cy, r * 0.97, { fill: color });
  if (accent) out += circle(cx, cy, r * 0.9, { fill: 'none', stroke: accent, strokeWidth: r * 0.02, opacity: 0.8 });
  out += circle(cx, cy, r * (bowl ? 0.82 : 0.74), { fill: rim, opacity: bowl ? 0.9 : 0.45 });
  out += circle(cx, cy, r * (bowl ? 0.8 : 0.72), { fill: color });
  out += pathEl(
    `M ${f(cx - r * 0.8)} ${f(cy - r * 0.35)} A ${f(r * 0.88)} ${f(r * 0.88)} 0 0 1 ${f(cx - r * 0.2)} ${f(cy - r * 0.86)}`,
    {
      stroke: '#fff',
      strokeWidth: r * 0.04,
      fill: 'none',
      opacity: 0.6,
      strokeLinecap: 'round',
    },
  );
  return out;
}

function leaf(cx, cy, len, angle, color, vein = '#ffffff') {
  const d = `M ${f(cx - len / 2)} ${f(cy)} Q ${f(cx)} ${f(cy - len * 0.42)} ${f(cx + len / 2)} ${f(cy)} Q ${f(cx)} ${f(cy + len * 0.42)} ${f(cx - len / 2)} ${f(cy)} Z`;
  return group(
    pathEl(d, { fill: color }) +
      pathEl(`M ${f(cx - len / 2)} ${f(cy)} L ${f(cx + len / 2)} ${f(cy)}`, {
        stroke: vein,
        strokeWidth: 1.2,
        opacity: 0.35,
      }),
    {
      transform: rotate(angle, cx, cy),
    },
  );
}

function herbs(r, cx, cy, radius, count, colors = ['#3f8f3a', '#5aa844', '#2f7a32']) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const [x, y] = inDisc(r, cx, cy, radius);
    out += leaf(x, y, r.range(9, 16), r.range(0, 180), r.pick(colors));
  }
  return out;
}

function dots(r, cx, cy, radius, count, colors, size = [2, 4]) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const [x, y] = inDisc(r, cx, cy, radius);
    out += circle(x, y, r.range(size[0], size[1]), { fill: r.pick(colors) });
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Foods, drawn inside a disc of radius R centred on (cx, cy)

function rice(r, cx, cy, R, opts) {
  const tint = opts.tint ?? '#f0c26b';
  let out = circle(cx, cy, R, { fill: tint });
  out += circle(cx, cy, R * 0.98, { fill: 'url(#riceShade)' });
  const grains = ['#fff4d6', '#ffe6a8', tint, '#f7d27e', '#fffaf0', '#e8a93c'];
  for (let i = 0; i < 420; i += 1) {
    const [x, y] = inDisc(r, cx, cy, R * 0.97);
    out += ellipse(x, y, r.range(4, 6.5), r.range(1.6, 2.4), {
      fill: r.pick(grains),
      transform: rotate(r.range(0, 180), x, y),
    });
  }
  const top = opts.topping ?? 'chicken';
  if (top === 'chicken') {
    for (let i = 0; i < r.int(2, 3); i += 1) {
      const [x, y] = inDisc(r, cx, cy, R * 0.35);
      const s = r.range(0.8, 1.1) * R * 0.32;
      out += ellipse(x, y, s, s * 0.75, { fill: '#b4652a', transform: rotate(r.range(0, 180), x, y) });
      out += ellipse(x - s * 0.15, y - s * 0.15, s * 0.7, s * 0.45, {
        fill: '#d08a44',
        transform: rotate(r.range(0, 180), x, y),
      });
      out += ellipse(x - s * 0.25, y - s * 0.25, s * 0.25, s * 0.12, { fill: '#f3c27d', opacity: 0.8 });
    }
  } else if (top === 'lamb') {
    const s = R * 0.42;
    out += ellipse(cx, cy, s * 1.1, s * 0.8, { fill: '#6b3a22', transform: rotate(r.range(-30, 30), cx, cy) });
    out += ellipse(cx - s * 0.1, cy - s * 0.1, s * 0.8, s * 0.55, { fill: '#8c4e2c' });
    out += rect(cx + s * 0.6, cy - s * 0.12, s * 0.9, s * 0.22, {
      rx: s * 0.11,
      fill: '#f1e8d8',
      transform: rotate(-25, cx, cy),
    });
    out += circle(cx + s * 1.45, cy - s * 0.72, s * 0.16, { fill: '#f1e8d8' });
  } else if (top === 'shrimp') {
    for (let i = 0; i < 7; i += 1) {
      const a = (i / 7) * Math.PI * 2 + r.range(-0.2, 0.2);
      const x = cx + Math.cos(a) * R * 0.45;
      const y = cy + Math.sin(a) * R * 0.45;
      out += pathEl(
        `M ${f(x - 16)} ${f(y)} A 16 16 0 1 1 ${f(x + 16)} ${f(y)} L ${f(x + 8)} ${f(y)} A 8 8 0 1 0 ${f(x - 8)} ${f(y)} Z`,
        {
          fill: '#f08a5d',
          stroke: '#d9643a',
          strokeWidth: 2,
          transform: rotate((a * 180) / Math.PI, x, y),
        },
      );
    }
  } else if (top === 'veg') {
    for (let i = 0; i < 14; i += 1) {
      const [x, y] = inDisc(r, cx, cy, R * 0.6);
      const color = r.pick(['#e8702a', '#3f8f3a', '#c2362f', '#f2c14e', '#7b4f9d']);
      out += rect(x, y, r.range(14, 24), r.range(10, 16), {
        rx: 4,
        fill: color,
        transform: rotate(r.range(0, 90), x, y),
      });
    }
    out += dots(r, cx, cy, R * 0.7, 14, ['#e9c98f', '#dcb878'], [5, 7]);
  } else if (top === 'mound') {
    out += circle(cx, cy, R * 0.55, { fill: '#c77d3a', opacity: 0.35 });
    for (let i = 0; i < 10; i += 1) {
      const a = (i / 10) * Math.PI * 2;
      out += ellipse(cx + Math.cos(a) * R * 0.42, cy + Math.sin(a) * R * 0.42, 22, 14, {
        fill: '#4a2c4f',
        opacity: 0.85,
        transform: rotate((a * 180) / Math.PI, cx + Math.cos(a) * R * 0.42, cy + Math.sin(a) * R * 0.42),
      });
    }
  }
  out += dots(r, cx, cy, R * 0.85, 14, ['#f3e3c3', '#e9d3a8'], [3, 5]); // almonds
  if (opts.raisins !== false) out += dots(r, cx, cy, R * 0.85, 10, ['#3b1f1a', '#552b22'], [3, 4]);
  out += herbs(r, cx, cy, R * 0.9, 8);
  return out;
}

function grill(r, cx, cy, R, opts) {
  let out = circle(cx, cy, R, { fill: '#e9d3a8' });
  out += dots(r, cx, cy, R * 0.95, 26, ['#c9a26b', '#b88d57'], [3, 8]);
  const pieces = opts.pieces ?? ['chicken', 'kofta', 'lamb'];
  const n = pieces.length;
  pieces.forEach((piece, index) => {
    const offset = (index - (n - 1) / 2) * R * 0.42;
    const angle = r.range(-18, 18);
    let row = rect(cx - R * 0.95, cy + offset - 3, R * 1.9, 6, { rx: 3, fill: '#b8bcc2' });
    if (piece === 'kofta') {
      row += rect(cx - R * 0.62, cy + offset - 18, R * 1.24, 36, { rx: 18, fill: '#7a4123' });
      for (let i = 0; i < 6; i += 1)
        row += rect(cx - R * 0.5 + i * R * 0.2, cy + offset - 18, 7, 36, { fill: '#3d1f12', opacity: 0.55 });
    } else {
      const color =
        piece === 'chicken'
          ? ['#e0a55c', '#d08a44']
          : piece === 'shrimp'
            ? ['#f08a5d', '#e76f45']
            : ['#6e3a20', '#8c4e2c'];
      for (let i = 0; i < 5; i += 1) {
        const x = cx - R * 0.62 + i * R * 0.3;
        row += rect(x - 20, cy + offset - 20, 40, 40, {
          rx: 9,
          fill: r.pick(color),
          transform: rotate(r.range(-12, 12), x, cy + offset),
        });
        row += rect(x - 14, cy + offset - 12, 28, 5, { fill: '#2b160c', opacity: 0.5 });
        row += rect(x - 14, cy + offset + 4, 28, 5, { fill: '#2b160c', opacity: 0.5 });
        if (i < 4 && piece !== 'lamb-only')
          row += rect(x + 12, cy + offset - 14, 10, 28, { rx: 3, fill: r.pick(['#c2362f', '#3f8f3a', '#f2efe6']) });
      }
    }
    out += group(row, { transform: rotate(angle, cx, cy) });
  });
  // grilled tomato and onion
  const tx = cx + R * 0.62;
  const ty = cy - R * 0.55;
  out +=
    circle(tx, ty, R * 0.16, { fill: '#c2362f' }) +
    circle(tx, ty, R * 0.1, { fill: '#e0553f' }) +
    circle(tx - 5, ty - 5, R * 0.04, { fill: '#2b160c', opacity: 0.4 });
  out += circle(cx - R * 0.6, cy + R * 0.58, R * 0.14, { fill: 'none', stroke: '#f2efe6', strokeWidth: 6 });
  out += circle(cx - R * 0.6, cy + R * 0.58, R * 0.08, { fill: 'none', stroke: '#e9d6e8', strokeWidth: 5 });
  out += herbs(r, cx, cy, R * 0.95, 12);
  return out;
}

function salad(r, cx, cy, R, opts) {
  let out = circle(cx, cy, R, { fill: opts.base ?? '#cfe3a6' });
  const greens = opts.greens ?? ['#5aa844', '#78bd4f', '#3f8f3a', '#9ccc5a', '#2f7a32'];
  for (let i = 0; i < (opts.fine ? 520 : 90); i += 1) {
    const [x, y] = inDisc(r, cx, cy, R * 0.95);
    out += opts.fine
      ? circle(x, y, r.range(2, 4), { fill: r.pick(greens) })
      : leaf(x, y, r.range(22, 44), r.range(0, 180), r.pick(greens), '#e8f5d0');
  }
  for (let i = 0; i < 16; i += 1) {
    const [x, y] = inDisc(r, cx, cy, R * 0.85);
    out += rect(x, y, r.range(12, 18), r.range(12, 18), {
      rx: 3,
      fill: r.pick(['#d63a2f', '#e4513c']),
      transform: rotate(r.range(0, 90), x, y),
    });
  }
  if (opts.cucumber !== false) {
    for (let i = 0; i < 8; i += 1) {
      const [x, y] = inDisc(r, cx, cy, R * 0.8);
      out +=
        circle(x, y, 14, { fill: '#dfeec0', stroke: '#3f7d32', strokeWidth: 3 }) +
        dots(r, x, y, 6, 4, ['#b9d08f'], [1, 1.6]);
    }
  }
  if (opts.chips) {
    for (let i = 0; i < 10; i += 1) {
      const [x, y] = inDisc(r, cx, cy, R * 0.8);
      out += pathEl(`M ${f(x)} ${f(y - 16)} L ${f(x + 16)} ${f(y + 12)} L ${f(x - 16)} ${f(y + 12)} Z`, {
        fill: '#e3b56e',
        stroke: '#c48b3f',
        strokeWidth: 2,
        transform: rotate(r.range(0, 120), x, y),
      });
    }
  }
  if (opts.cheese) {
    for (let i = 0; i < (opts.cheese === 'halloumi' ? 4 : 9); i += 1) {
      const [x, y] = inDisc(r, cx, cy, R * 0.6);
      if (opts.cheese === 'halloumi') {
        out += group(
          rect(x - 34, y - 16, 68, 32, { rx: 5, fill: '#f4e6c4' }) +
            rect(x - 28, y - 9, 56, 5, { fill: '#a86b2d', opacity: 0.7 }) +
            rect(x - 28, y + 4, 56, 5, { fill: '#a86b2d', opacity: 0.7 }),
          { transform: rotate(r.range(0, 90), x, y) },
        );
      } else out += rect(x, y, 16, 16, { rx: 2, fill: '#fbf8ef', transform: rotate(r.range(0, 90), x, y) });
    }
  }
  if (opts.beet) out += dots(r, cx, cy, R * 0.75, 10, ['#8e1f4a', '#a2275a'], [9, 13]);
  out += dots(r, cx, cy, R * 0.8, opts.pomegranate === false ? 0 : 18, ['#9b1c31', '#c0263f'], [3, 5]);
  if (opts.walnuts) out += dots(r, cx, cy, R * 0.75, 10, ['#8a5a32', '#a06d40'], [7, 10]);
  return out;
}

function dip(r, cx, cy, R, opts) {
  const color = opts.color ?? '#e6cf9e';
  let out = circle(cx, cy, R, { fill: color });
  let d = '';
  for (let t = 0; t < Math.PI * 6; t += 0.2) {
    const rr = R * 0.9 * (1 - t / (Math.PI * 6.3));
    d += `${d ? 'L' : 'M'} ${f(cx + Math.cos(t) * rr)} ${f(cy + Math.sin(t) * rr)} `;
  }
  out += pathEl(d, {
    fill: 'none',
    stroke: opts.swirl ?? '#c9a86d',
    strokeWidth: 9,
    opacity: 0.55,
    strokeLinecap: 'round',
  });
  out += circle(cx + R * 0.05, cy - R * 0.05, R * 0.34, { fill: '#d9a520', opacity: 0.55 });
  out += circle(cx - R * 0.05, cy - R * 0.1, R * 0.18, { fill: '#f0c846', opacity: 0.45 });
  if (opts.meat) {
    for (let i = 0; i < 12; i += 1) {
      const [x, y] = inDisc(r, cx, cy, R * 0.35);
      out += rect(x, y, r.range(18, 28), 8, {
        rx: 4,
        fill: r.pick(['#7a4123', '#8c4e2c', '#5e311a']),
        transform: rotate(r.range(0, 180), x, y),
      });
    }
  }
  if (opts.chickpeas !== false) out += dots(r, cx, cy, R * 0.3, 7, ['#e9c98f', '#dcb878'], [6, 8]);
  if (opts.pineNuts) out += dots(r, cx, cy, R * 0.4, 16, ['#f3dfb4', '#ecd49c'], [3, 4.5]);
  out += dots(r, cx, cy, R * 0.85, opts.pomegranate ? 22 : 0, ['#9b1c31', '#c0263f'], [3, 5]);
  out += dots(r, cx, cy, R * 0.75, 26, [opts.spice ?? '#c2362f'], [1.2, 2.4]);
  out += herbs(r, cx, cy, R * 0.6, 6);
  return out;
}

function soup(r, cx, cy, R, opts) {
  let out = circle(cx, cy, R, { fill: opts.color ?? '#e58a3a' });
  out += circle(cx, cy, R * 0.96, { fill: 'url(#soupShade)' });
  out += pathEl(
    `M ${f(cx - R * 0.4)} ${f(cy)} C ${f(cx - R * 0.2)} ${f(cy - R * 0.4)}, ${f(cx + R * 0.3)} ${f(cy - R * 0.3)}, ${f(cx + R * 0.1)} ${f(cy + R * 0.1)} S ${f(cx - R * 0.2)} ${f(cy + R * 0.3)}, ${f(cx + R * 0.35)} ${f(cy + R * 0.25)}`,
    {
      fill: 'none',
      stroke: opts.cream ?? '#fff3e0',
      strokeWidth: 8,
      opacity: 0.8,
      strokeLinecap: 'round',
    },
  );
  for (let i = 0; i < 10; i += 1) {
    const [x, y] = inDisc(r, cx, cy, R * 0.7);
    out += rect(x, y, 14, 14, { rx: 3, fill: opts.toppingColor ?? '#d9a05b', transform: rotate(r.range(0, 90), x, y) });
  }
  out += dots(r, cx, cy, R * 0.8, 24, ['#8c2d1d'], [1.2, 2.2]);
  out += herbs(r, cx, cy, R * 0.6, 8);
  return out;
}

function bread(r, cx, cy, R, opts) {
  let out = circle(cx, cy, R, { fill: '#d9a566' }) + circle(cx, cy, R * 0.9, { fill: '#ebc283' });
  out += dots(r, cx, cy, R * 0.98, 30, ['#a86b2d', '#b97a3a'], [3, 9]);
  if (opts.topping === 'zaatar')
    out += dots(r, cx, cy, R * 0.86, 900, ['#4e5b25', '#66742f', '#3c4a1c', '#8a7d3a'], [1.5, 3]);
  else if (opts.topping === 'cheese') {
    out += circle(cx, cy, R * 0.84, { fill: '#f6e2a2' });
    out += dots(r, cx, cy, R * 0.8, 40, ['#e9c46a', '#d89a3c', '#fff3c4'], [4, 12]);
  } else if (opts.topping === 'meat') {
    out += circle(cx, cy, R * 0.84, { fill: '#b24a2c' });
    out += dots(r, cx, cy, R * 0.8, 160, ['#7a2f1b', '#8c3b22', '#c4553a', '#5e2414'], [3, 6]);
  }
  for (let i = 0; i < 6; i += 1) {
    const a = (i / 6) * Math.PI * 2;
    out += pathEl(`M ${f(cx)} ${f(cy)} L ${f(cx + Math.cos(a) * R)} ${f(cy + Math.sin(a) * R)}`, {
      stroke: '#8a5a2b',
      strokeWidth: 2,
      opacity: 0.5,
    });
  }
  if (opts.topping === 'zaatar') out += dots(r, cx, cy, R * 0.8, 60, ['#f5ecd2'], [1.5, 2]);
  return out;
}

function pastry(r, cx, cy, R, opts) {
  let out = '';
  const shape = opts.shape ?? 'triangle';
  const count = opts.count ?? 5;
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2 + r.range(-0.2, 0.2);
    const dist = count > 1 ? R * 0.5 : 0;
    const x = cx + Math.cos(a) * dist;
    const y = cy + Math.sin(a) * dist;
    const s = R * (count > 4 ? 0.36 : 0.45);
    const turn = rotate((a * 180) / Math.PI + 90, x, y);
    if (shape === 'triangle') {
      out += group(
        pathEl(
          `M ${f(x)} ${f(y - s)} L ${f(x + s * 0.95)} ${f(y + s * 0.65)} L ${f(x - s * 0.95)} ${f(y + s * 0.65)} Z`,
          { fill: '#d9964a', stroke: '#b9742e', strokeWidth: 6, strokeLinejoin: 'round' },
        ) + pathEl(`M ${f(x)} ${f(y - s * 0.5)} L ${f(x)} ${f(y + s * 0.3)}`, { stroke: '#a8652a', strokeWidth: 4 }),
        { transform: turn },
      );
    } else if (shape === 'moon') {
      out += group(
        pathEl(`M ${f(x - s)} ${f(y)} A ${f(s)} ${f(s)} 0 0 1 ${f(x + s)} ${f(y)} Z`, {
          fill: '#e0a65a',
          stroke: '#c07f35',
          strokeWidth: 8,
          strokeDasharray: '6 5',
        }),
        { transform: turn },
      );
    } else if (shape === 'kibbeh') {
      out += group(
        ellipse(x, y, s, s * 0.48, { fill: '#8a4a22' }) +
          ellipse(x - s * 0.2, y - s * 0.12, s * 0.6, s * 0.18, { fill: '#b06a35', opacity: 0.8 }),
        { transform: turn },
      );
    } else if (shape === 'roll') {
      out += group(
        rect(x - s * 0.7, y - s * 0.25, s * 1.4, s * 0.5, { rx: s * 0.25, fill: '#5d6b2c' }) +
          pathEl(
            `M ${f(x - s * 0.5)} ${f(y - s * 0.15)} L ${f(x + s * 0.5)} ${f(y + s * 0.15)} M ${f(x - s * 0.2)} ${f(y - s * 0.2)} L ${f(x + s * 0.6)} ${f(y - s * 0.02)}`,
            { stroke: '#8a9a4a', strokeWidth: 2.5 },
          ),
        { transform: turn },
      );
    } else if (shape === 'folded') {
      out += group(
        rect(x - s * 0.8, y - s * 0.55, s * 1.6, s * 1.1, {
          rx: 10,
          fill: '#e3b067',
          stroke: '#c48b3f',
          strokeWidth: 5,
        }) + dots(r, x, y, s * 0.5, 18, ['#c48b3f', '#a86b2d'], [2, 5]),
        { transform: turn },
      );
    }
  }
  if (opts.lemon)
    out +=
      circle(cx, cy, R * 0.16, { fill: '#f5d33f', stroke: '#e0b81f', strokeWidth: 5 }) +
      circle(cx, cy, R * 0.1, { fill: '#fbe98a' });
  out += herbs(r, cx, cy, R * 0.9, 8);
  return out;
}

function balls(r, cx, cy, R, opts) {
  let out = '';
  const count = opts.count ?? 8;
  for (let i = 0; i < count; i += 1) {
    const [x, y] = i === 0 ? [cx, cy] : [cx + Math.cos(i) * R * 0.55, cy + Math.sin(i) * R * 0.55];
    const s = R * 0.2;
    out +=
      circle(x, y, s, { fill: opts.color ?? '#7a4a22' }) +
      circle(x - s * 0.25, y - s * 0.25, s * 0.55, { fill: opts.highlight ?? '#9a6333', opacity: 0.8 });
    if (opts.inner) out += circle(x + s * 0.2, y + s * 0.15, s * 0.28, { fill: opts.inner });
    out += dots(r, x, y, s * 0.8, 8, [opts.speck ?? '#5a3217'], [1.2, 2.2]);
  }
  if (opts.syrup) {
    out += pathEl(
      `M ${f(cx - R * 0.7)} ${f(cy - R * 0.2)} C ${f(cx - R * 0.2)} ${f(cy - R * 0.8)}, ${f(cx + R * 0.1)} ${f(cy + R * 0.6)}, ${f(cx + R * 0.7)} ${f(cy - R * 0.1)}`,
      { fill: 'none', stroke: '#5a2a10', strokeWidth: 7, opacity: 0.75, strokeLinecap: 'round' },
    );
  }
  if (opts.sesame) out += dots(r, cx, cy, R * 0.8, 40, ['#f5ecd2'], [1.5, 2.2]);
  if (opts.sauce)
    out +=
      circle(cx + R * 0.62, cy + R * 0.55, R * 0.2, { fill: '#a7a29a' }) +
      circle(cx + R * 0.62, cy + R * 0.55, R * 0.17, { fill: opts.sauce });
  out += herbs(r, cx, cy, R * 0.9, 6);
  return out;
}

function wrap(r, cx, cy, R, opts) {
  let out = '';
  const count = opts.count ?? 2;
  for (let i = 0; i < count; i += 1) {
    const y = cy + (i - (count - 1) / 2) * R * 0.5;
    const x = cx - R * 0.15;
    out += group(
      rect(x - R * 0.55, y - R * 0.17, R * 1.0, R * 0.34, { rx: R * 0.15, fill: opts.bread ?? '#ecd3a0' }) +
        dots(r, x - R * 0.1, y, R * 0.3, 10, ['#c9a26b'], [3, 7]) +
        ellipse(x + R * 0.45, y, R * 0.12, R * 0.17, { fill: '#f3e6c8' }) +
        ellipse(x + R * 0.45, y, R * 0.09, R * 0.13, { fill: opts.filling ?? '#c98a4b' }) +
        dots(r, x + R * 0.45, y, R * 0.08, 8, ['#3f8f3a', '#d63a2f', '#fff'], [1.5, 3]),
      { transform: rotate(r.range(-10, 10), cx, cy) },
    );
  }
  if (opts.fries !== false) {
    for (let i = 0; i < 14; i += 1) {
      const x = cx + R * 0.55 + r.range(-R * 0.18, R * 0.18);
      const y = cy + R * 0.45 + r.range(-R * 0.2, R * 0.2);
      out += rect(x, y, 9, r.range(40, 60), {
        rx: 3,
        fill: r.pick(['#f2c14e', '#e9b23a', '#f7d06a']),
        transform: rotate(r.range(0, 180), x, y),
      });
    }
  }
  out +=
    circle(cx + R * 0.55, cy - R * 0.55, R * 0.18, { fill: '#d8d3c8' }) +
    circle(cx + R * 0.55, cy - R * 0.55, R * 0.15, { fill: opts.sauce ?? '#f8f5ee' });
  for (let i = 0; i < 4; i += 1)
    out += ellipse(cx - R * 0.6 + i * 18, cy - R * 0.6 + i * 6, 14, 8, {
      fill: '#8fb04a',
      stroke: '#5e7d28',
      strokeWidth: 2,
    });
  return out;
}

function dessert(r, cx, cy, R, opts) {
  let out = '';
  const style = opts.style ?? 'kunafa';
  if (style === 'kunafa') {
    out += circle(cx, cy, R * 0.9, { fill: '#e0772a' });
    for (let i = 0; i < 700; i += 1) {
      const [x, y] = inDisc(r, cx, cy, R * 0.88);
      out += rect(x, y, r.range(6, 12), 1.6, {
        fill: r.pick(['#f08c3a', '#c9621e', '#f5a24c']),
        transform: rotate(r.range(0, 180), x, y),
      });
    }
    out += dots(r, cx, cy, R * 0.45, 120, ['#7fb24a', '#9cc85f', '#5e8f33'], [1.5, 3]);
  } else if (style === 'pudding') {
    for (const [dx, dy] of [
      [-0.45, -0.3],
      [0.45, -0.3],
      [0, 0.4],
    ]) {
      const x = cx + dx * R;
      const y = cy + dy * R;
      out += circle(x, y, R * 0.36, { fill: '#e6e1d8' }) + circle(x, y, R * 0.32, { fill: opts.cream ?? '#fbf4e4' });
      for (let i = 0; i < 8; i += 1)
        out += rect(x + r.range(-R * 0.2, R * 0.2), y + r.range(-R * 0.2, R * 0.2), 12, 2, {
          fill: '#d9480f',
          transform: rotate(r.range(0, 180), x, y),
        });
      out += dots(r, x, y, R * 0.12, 20, ['#7fb24a', '#9cc85f'], [1.5, 2.5]);
    }
  } else if (style === 'baked') {
    out +=
      ellipse(cx, cy, R * 0.95, R * 0.7, { fill: '#8a5a32' }) +
      ellipse(cx, cy, R * 0.88, R * 0.63, { fill: '#f3e3c3' });
    out += dots(r, cx, cy, R * 0.6, 40, ['#d6a25a', '#c98a3c', '#e8c07a'], [6, 16]);
    out += dots(r, cx, cy, R * 0.55, 30, ['#8a5a32', '#f3dfb4', '#7fb24a'], [3, 5]);
  } else if (style === 'diamonds') {
    for (let i = -2; i <= 2; i += 1) {
      for (let j = -2; j <= 2; j += 1) {
        const x = cx + (i + j) * R * 0.17;
        const y = cy + (j - i) * R * 0.17;
        if (Math.hypot(x - cx, y - cy) > R * 0.78) continue;
        out += rect(x - R * 0.11, y - R * 0.11, R * 0.22, R * 0.22, {
          fill: '#d9a04a',
          stroke: '#b07428',
          strokeWidth: 3,
          transform: rotate(45, x, y),
        });
        out += ellipse(x, y, 7, 4, { fill: '#f5e6c4' });
      }
    }
  } else if (style === 'cream') {
    out += circle(cx, cy, R * 0.85, { fill: '#fffaf0' });
    out += pathEl(
      `M ${f(cx - R * 0.5)} ${f(cy - R * 0.1)} C ${f(cx - R * 0.2)} ${f(cy - R * 0.6)}, ${f(cx + R * 0.3)} ${f(cy + R * 0.3)}, ${f(cx + R * 0.55)} ${f(cy - R * 0.2)}`,
      { fill: 'none', stroke: '#e0a21a', strokeWidth: 12, opacity: 0.85, strokeLinecap: 'round' },
    );
    out += dots(r, cx, cy, R * 0.7, 60, ['#7fb24a', '#9cc85f'], [1.5, 3]);
    for (let i = 0; i < 9; i += 1) {
      const [x, y] = inDisc(r, cx, cy, R * 0.7);
      out += ellipse(x, y, 9, 5, { fill: '#e7849c', transform: rotate(r.range(0, 180), x, y) });
    }
  }
  return out;
}

function glassScene(r, w, h, opts) {
  const cx = w / 2;
  const base = h * 0.85;
  const gw = w * 0.2;
  const gh = h * 0.62;
  let out = ellipse(cx + 14, base + 6, gw * 1.3, 22, { fill: '#000', opacity: 0.3, filter: 'url(#shadow)' });
  out += ellipse(cx, base, gw * 1.25, 18, { fill: opts.coaster ?? '#8a5a32' });
  const top = base - gh;
  const glass = `M ${f(cx - gw)} ${f(top)} L ${f(cx + gw)} ${f(top)} L ${f(cx + gw * 0.82)} ${f(base)} L ${f(cx - gw * 0.82)} ${f(base)} Z`;
  const lt = top + gh * 0.12;
  const liquid = `M ${f(cx - gw * 0.97)} ${f(lt)} L ${f(cx + gw * 0.97)} ${f(lt)} L ${f(cx + gw * 0.8)} ${f(base - 6)} L ${f(cx - gw * 0.8)} ${f(base - 6)} Z`;
  out += pathEl(liquid, { fill: 'url(#drinkFill)' });
  for (let i = 0; i < 3; i += 1) {
    const x = cx + r.range(-gw * 0.5, gw * 0.3);
    const y = lt + 10 + i * 40;
    out += rect(x, y, 42, 38, { rx: 6, fill: '#ffffff', opacity: 0.35, transform: rotate(r.range(-20, 20), x, y) });
  }
  if (opts.garnish === 'mint' || opts.garnish === 'lemon') {
    out +=
      circle(cx + gw * 0.95, top + 6, 34, { fill: '#f5d33f', stroke: '#e0b81f', strokeWidth: 6 }) +
      circle(cx + gw * 0.95, top + 6, 24, { fill: '#fbe98a' });
    out += leaf(cx - gw * 0.4, top - 10, 46, -30, '#3f8f3a') + leaf(cx - gw * 0.1, top - 18, 40, 20, '#5aa844');
  }
  if (opts.garnish === 'nuts') out += dots(r, cx, lt + 6, gw * 0.6, 22, ['#f3dfb4', '#4a2a1a'], [3, 5]);
  out += rect(cx + gw * 0.2, top - h * 0.12, 12, gh * 0.7, {
    rx: 6,
    fill: opts.straw ?? '#d9480f',
    transform: rotate(12, cx, top),
  });
  out += pathEl(glass, { fill: '#ffffff', opacity: 0.12, stroke: '#ffffff', strokeWidth: 5, strokeOpacity: 0.7 });
  out += rect(cx - gw * 0.78, top + 20, 12, gh * 0.75, { rx: 6, fill: '#fff', opacity: 0.35 });
  return out;
}

function coffeeScene(r, w, h, opts) {
  const cx = w * 0.42;
  const base = h * 0.86;
  let out = ellipse(w / 2, base + 8, w * 0.36, 30, { fill: '#000', opacity: 0.3, filter: 'url(#shadow)' });
  if (opts.style === 'karak') {
    out += ellipse(w / 2, base, w * 0.2, 22, { fill: '#e9e4da' });
    out += pathEl(
      `M ${f(w / 2 - 80)} ${f(base - 220)} L ${f(w / 2 + 80)} ${f(base - 220)} L ${f(w / 2 + 62)} ${f(base - 10)} L ${f(w / 2 - 62)} ${f(base - 10)} Z`,
      { fill: '#b9763a' },
    );
    out += ellipse(w / 2, base - 220, 80, 14, { fill: '#d39a5c' });
    out += pathEl(
      `M ${f(w / 2 - 80)} ${f(base - 240)} L ${f(w / 2 + 80)} ${f(base - 240)} L ${f(w / 2 + 62)} ${f(base - 10)} L ${f(w / 2 - 62)} ${f(base - 10)} Z`,
      { fill: '#fff', opacity: 0.15, stroke: '#fff', strokeWidth: 4, strokeOpacity: 0.6 },
    );
    for (let i = 0; i < 3; i += 1)
      out += pathEl(`M ${f(w / 2 - 30 + i * 30)} ${f(base - 260)} c -14 -30 14 -40 0 -70`, {
        stroke: '#fff',
        strokeWidth: 5,
        fill: 'none',
        opacity: 0.45,
        strokeLinecap: 'round',
      });
    return out;
  }
  // dallah (Arabic coffee pot)
  const body = `M ${f(cx - 70)} ${f(base)} C ${f(cx - 120)} ${f(base - 90)}, ${f(cx - 60)} ${f(base - 170)}, ${f(cx - 40)} ${f(base - 200)} L ${f(cx + 40)} ${f(base - 200)} C ${f(cx + 60)} ${f(base - 170)}, ${f(cx + 120)} ${f(base - 90)}, ${f(cx + 70)} ${f(base)} Z`;
  out += pathEl(body, { fill: 'url(#brass)' });
  out += rect(cx - 46, base - 236, 92, 40, { rx: 10, fill: '#c99a3c' });
  out += pathEl(`M ${f(cx - 30)} ${f(base - 236)} Q ${f(cx)} ${f(base - 300)} ${f(cx + 30)} ${f(base - 236)} Z`, {
    fill: '#d9ae52',
  });
  out += circle(cx, base - 300, 10, { fill: '#e8c46c' });
  out += pathEl(
    `M ${f(cx + 40)} ${f(base - 190)} C ${f(cx + 120)} ${f(base - 200)}, ${f(cx + 140)} ${f(base - 260)}, ${f(cx + 190)} ${f(base - 280)}`,
    { stroke: '#c99a3c', strokeWidth: 16, fill: 'none', strokeLinecap: 'round' },
  );
  out += pathEl(
    `M ${f(cx - 80)} ${f(base - 60)} C ${f(cx - 150)} ${f(base - 80)}, ${f(cx - 140)} ${f(base - 190)}, ${f(cx - 50)} ${f(base - 180)}`,
    { stroke: '#a97c2c', strokeWidth: 12, fill: 'none' },
  );
  // finjan cups and dates
  for (let i = 0; i < 2; i += 1) {
    const x = w * 0.68 + i * 90;
    out += pathEl(
      `M ${f(x - 34)} ${f(base - 60)} L ${f(x + 34)} ${f(base - 60)} L ${f(x + 24)} ${f(base)} L ${f(x - 24)} ${f(base)} Z`,
      { fill: '#fbf8f2', stroke: '#c99a3c', strokeWidth: 4 },
    );
    out += ellipse(x, base - 60, 34, 8, { fill: '#c9a24a' });
  }
  for (let i = 0; i < 5; i += 1)
    out += ellipse(w * 0.7 + i * 26, base + 30 - (i % 2) * 10, 20, 11, {
      fill: '#5a2a14',
      stroke: '#3a180a',
      strokeWidth: 2,
      transform: rotate(r.range(-30, 30), w * 0.7 + i * 26, base + 30),
    });
  return out;
}

const DISH_DEFS =
  '<radialGradient id="riceShade" cx="45%" cy="40%" r="60%"><stop offset="0%" stop-color="#fff6dc" stop-opacity="0.6"/><stop offset="100%" stop-color="#b87520" stop-opacity="0.35"/></radialGradient>' +
  '<radialGradient id="soupShade" cx="40%" cy="35%" r="65%"><stop offset="0%" stop-color="#fff" stop-opacity="0.25"/><stop offset="100%" stop-color="#000" stop-opacity="0.25"/></radialGradient>' +
  '<linearGradient id="brass" x1="0" x2="1"><stop offset="0%" stop-color="#9a6f22"/><stop offset="45%" stop-color="#e8c46c"/><stop offset="100%" stop-color="#8a6018"/></linearGradient>';

const FOODS = { rice, grill, salad, dip, soup, bread, pastry, balls, wrap, dessert };

/** A top-down dish on a table (or a drink / coffee scene). */
export function dishSvg(spec, { width = 800, height = 600, variant = 0, transparent = false } = {}) {
  const r = rng(`${spec.seed ?? spec.kind}-${variant}`);
  const tableKinds = spec.tables ?? ['walnut', 'linen', 'slate'];
  const tableKind = tableKinds[variant % tableKinds.length];
  let defs = VIGNETTE_DEF + SHADOW_DEF + SOFT_DEF + DISH_DEFS;
  let body = transparent ? '' : table(r, width, height, tableKind);

  if (spec.kind === 'drink' || spec.kind === 'coffee') {
    defs += `<linearGradient id="drinkFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="${spec.color ?? '#c8e36a'}" stop-opacity="0.85"/><stop offset="100%" stop-color="${spec.color2 ?? spec.color ?? '#8fb83a'}"/></linearGradient>`;
    body += spec.kind === 'drink' ? glassScene(r, width, height, spec) : coffeeScene(r, width, height, spec);
  } else {
    const zoom = variant === 1 ? 1.35 : 1;
    const R = Math.min(width, height) * 0.42 * zoom;
    const cx = width / 2 + (variant === 1 ? width * 0.08 : variant === 2 ? -width * 0.1 : 0);
    const cy = height / 2 + (variant === 1 ? height * 0.06 : 0);
    if (!transparent && variant !== 1) {
      // a folded napkin and a small side bowl of olives
      body += rect(width * 0.8, height * 0.58, width * 0.22, height * 0.5, {
        fill: spec.napkin ?? '#f2efe6',
        transform: rotate(18, width * 0.85, height * 0.7),
      });
      body += rect(width * 0.8, height * 0.58, width * 0.22, 6, {
        fill: '#d9480f',
        opacity: 0.5,
        transform: rotate(18, width * 0.85, height * 0.7),
      });
      body +=
        circle(width * 0.12, height * 0.2, 58, { fill: '#e9e4da' }) +
        circle(width * 0.12, height * 0.2, 50, { fill: '#f7f4ee' });
      body += dots(r, width * 0.12, height * 0.2, 38, 9, ['#4a5a1f', '#2f2a1c', '#6b7a2a'], [9, 12]);
    }
    body += plate(cx, cy, R, {
      color: spec.plate ?? '#fbfaf7',
      rim: spec.rim ?? '#e6e0d4',
      accent: spec.accent ?? null,
      bowl: spec.kind === 'soup' || spec.bowl,
    });
    body += FOODS[spec.kind](r, cx, cy, R * (spec.kind === 'soup' || spec.bowl ? 0.78 : 0.7), spec);
  }
  if (!transparent) body += vignette(width, height);
  return svg(width, height, defs, body);
}

// ---------------------------------------------------------------------------------------
// Hero backgrounds, banners, logos, portraits, service scenes

function star(cx, cy, size) {
  const s = size / 2;
  return (
    rect(cx - s, cy - s, size, size, { transform: rotate(0, cx, cy) }) +
    rect(cx - s, cy - s, size, size, { transform: rotate(45, cx, cy) })
  );
}

export function patternSvg({ width = 1920, height = 800, colors, seed = 'pattern', glow = true }) {
  const r = rng(seed);
  const [dark, mid, theme, accent] = colors;
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="${dark}"/><stop offset="100%" stop-color="${mid}"/></linearGradient>` +
    `<radialGradient id="glow1"><stop offset="0%" stop-color="${theme}" stop-opacity="0.55"/><stop offset="100%" stop-color="${theme}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow2"><stop offset="0%" stop-color="${accent}" stop-opacity="0.35"/><stop offset="100%" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="stars" width="120" height="120" patternUnits="userSpaceOnUse"><g fill="none" stroke="${accent}" stroke-opacity="0.16" stroke-width="2">${star(60, 60, 56)}${circle(60, 60, 14)}${star(0, 0, 30)}${star(120, 0, 30)}${star(0, 120, 30)}${star(120, 120, 30)}</g></pattern>`;
  let body = rect(0, 0, width, height, { fill: 'url(#bg)' }) + rect(0, 0, width, height, { fill: 'url(#stars)' });
  if (glow) {
    body += circle(width * 0.72, height * 0.45, height * 0.75, { fill: 'url(#glow1)' });
    body += circle(width * 0.15, height * 0.9, height * 0.6, { fill: 'url(#glow2)' });
  }
  for (let i = 0; i < 90; i += 1) {
    body += circle(r.range(0, width), r.range(0, height), r.range(1.5, 4), {
      fill: r.pick([theme, accent, '#ffffff']),
      opacity: r.range(0.15, 0.5),
    });
  }
  return svg(width, height, defs, body);
}

export function logoSvg({ emblem, colors, size = 400 }) {
  const [primary, secondary, ink] = colors;
  const c = size / 2;
  let body =
    circle(c, c, c * 0.96, { fill: ink }) +
    circle(c, c, c * 0.86, { fill: 'none', stroke: secondary, strokeWidth: size * 0.02 });
  if (emblem === 'crocus') {
    for (let i = 0; i < 6; i += 1) {
      const a = i * 60;
      body += ellipse(c, c - size * 0.2, size * 0.085, size * 0.2, {
        fill: i % 2 ? '#9b6fd1' : '#b48ae6',
        transform: rotate(a, c, c),
      });
    }
    for (let i = -1; i <= 1; i += 1) {
      body += pathEl(`M ${f(c)} ${f(c)} L ${f(c + i * size * 0.09)} ${f(c - size * 0.3)}`, {
        stroke: primary,
        strokeWidth: size * 0.025,
        strokeLinecap: 'round',
      });
      body += circle(c + i * size * 0.09, c - size * 0.3, size * 0.03, { fill: primary });
    }
    body += circle(c, c, size * 0.05, { fill: secondary });
  } else {
    for (let i = 0; i < 4; i += 1) {
      const y = c - size * 0.3 + i * size * 0.13;
      const half = size * (0.1 + i * 0.07);
      body += pathEl(
        `M ${f(c)} ${f(y - size * 0.05)} L ${f(c + half)} ${f(y + size * 0.12)} L ${f(c - half)} ${f(y + size * 0.12)} Z`,
        { fill: i % 2 ? primary : secondary },
      );
    }
    body += rect(c - size * 0.03, c + size * 0.22, size * 0.06, size * 0.12, { fill: '#8a5a32' });
  }
  return svg(size, size, '', body);
}

const SKIN = ['#f1c9a5', '#e0ac82', '#c68642', '#a8703f', '#8d5524'];

export function portraitSvg({
  seed,
  width = 600,
  height = 700,
  outfit = 'chef',
  headwear = 'none',
  skin = 1,
  beard = false,
  colors = ['#2b1a12', '#d9480f'],
}) {
  const r = rng(seed);
  const cx = width / 2;
  const headY = height * 0.4;
  const headR = width * 0.17;
  const skinTone = SKIN[skin] ?? SKIN[1];
  const defs =
    `<linearGradient id="pbg" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="${colors[1]}" stop-opacity="0.85"/><stop offset="100%" stop-color="${colors[0]}"/></linearGradient>` +
    '<pattern id="shemagh" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="#fbf8f2"/><rect width="8" height="8" fill="#c0262d"/><rect x="8" y="8" width="8" height="8" fill="#c0262d"/></pattern>';
  let body = rect(0, 0, width, height, { fill: 'url(#pbg)' });
  body += circle(cx, headY, width * 0.42, { fill: '#fff', opacity: 0.08 });
  // shoulders and outfit
  const clothes =
    outfit === 'chef'
      ? '#fbfaf7'
      : outfit === 'thobe'
        ? '#f4f1ea'
        : r.pick(['#2f4858', '#5b3a24', '#3a5a40', '#6d2e46']);
  body += pathEl(
    `M ${f(cx - width * 0.42)} ${height} C ${f(cx - width * 0.42)} ${f(height * 0.7)}, ${f(cx - width * 0.2)} ${f(height * 0.64)}, ${f(cx)} ${f(height * 0.64)} C ${f(cx + width * 0.2)} ${f(height * 0.64)}, ${f(cx + width * 0.42)} ${f(height * 0.7)}, ${f(cx + width * 0.42)} ${height} Z`,
    { fill: clothes },
  );
  body += rect(cx - headR * 0.4, headY + headR * 0.7, headR * 0.8, headR * 0.7, { fill: skinTone });
  if (outfit === 'chef') {
    body += pathEl(
      `M ${f(cx - headR * 0.6)} ${f(height * 0.64)} L ${f(cx)} ${f(height * 0.78)} L ${f(cx + headR * 0.6)} ${f(height * 0.64)}`,
      { stroke: '#d6d2c8', strokeWidth: 8, fill: 'none' },
    );
    for (let i = 0; i < 3; i += 1) {
      body +=
        circle(cx - width * 0.07, height * 0.8 + i * 40, 7, { fill: colors[1] }) +
        circle(cx + width * 0.07, height * 0.8 + i * 40, 7, { fill: colors[1] });
    }
  } else if (outfit === 'thobe') {
    body += rect(cx - 4, height * 0.66, 8, height * 0.2, { fill: '#d8d2c4' });
  } else {
    body += pathEl(
      `M ${f(cx - headR * 0.6)} ${f(height * 0.65)} L ${f(cx)} ${f(height * 0.75)} L ${f(cx + headR * 0.6)} ${f(height * 0.65)}`,
      { stroke: '#fff', strokeWidth: 10, fill: 'none', opacity: 0.8 },
    );
  }
  // head
  if (headwear === 'hijab') {
    body += ellipse(cx, headY + headR * 0.35, headR * 1.45, headR * 1.75, {
      fill: r.pick(['#6d2e46', '#2f4858', '#7a5c3a', '#3d405b']),
    });
  }
  if (headwear === 'shemagh') {
    body += pathEl(
      `M ${f(cx - headR * 1.35)} ${f(height * 0.68)} L ${f(cx - headR * 1.2)} ${f(headY - headR * 0.6)} Q ${f(cx)} ${f(headY - headR * 1.75)} ${f(cx + headR * 1.2)} ${f(headY - headR * 0.6)} L ${f(cx + headR * 1.35)} ${f(height * 0.68)} Z`,
      { fill: 'url(#shemagh)' },
    );
  }
  body += ellipse(cx, headY, headR, headR * 1.18, { fill: skinTone });
  if (headwear === 'none' || headwear === 'chef') {
    body += pathEl(
      `M ${f(cx - headR)} ${f(headY - headR * 0.1)} Q ${f(cx - headR)} ${f(headY - headR * 1.3)} ${f(cx)} ${f(headY - headR * 1.2)} Q ${f(cx + headR)} ${f(headY - headR * 1.3)} ${f(cx + headR)} ${f(headY - headR * 0.1)} Q ${f(cx)} ${f(headY - headR * 0.8)} ${f(cx - headR)} ${f(headY - headR * 0.1)} Z`,
      { fill: r.pick(['#2b1a12', '#3b2314', '#1a1410']) },
    );
  }
  if (headwear === 'chef') {
    body += rect(cx - headR * 0.95, headY - headR * 1.45, headR * 1.9, headR * 0.5, { rx: 8, fill: '#fbfaf7' });
    body +=
      circle(cx - headR * 0.55, headY - headR * 1.75, headR * 0.5, { fill: '#fbfaf7' }) +
      circle(cx + headR * 0.55, headY - headR * 1.75, headR * 0.5, { fill: '#fbfaf7' }) +
      circle(cx, headY - headR * 1.95, headR * 0.6, { fill: '#fbfaf7' });
  }
  if (headwear === 'shemagh') {
    body += ellipse(cx, headY - headR * 1.0, headR * 1.15, headR * 0.22, {
      fill: 'none',
      stroke: '#1a1410',
      strokeWidth: 10,
    });
    body += pathEl(
      `M ${f(cx - headR * 1.05)} ${f(headY - headR * 0.75)} Q ${f(cx)} ${f(headY - headR * 1.25)} ${f(cx + headR * 1.05)} ${f(headY - headR * 0.75)}`,
      { fill: 'url(#shemagh)' },
    );
  }
  if (headwear === 'hijab') {
    body += pathEl(
      `M ${f(cx - headR * 1.02)} ${f(headY)} Q ${f(cx - headR)} ${f(headY - headR * 1.35)} ${f(cx)} ${f(headY - headR * 1.3)} Q ${f(cx + headR)} ${f(headY - headR * 1.35)} ${f(cx + headR * 1.02)} ${f(headY)} Q ${f(cx)} ${f(headY - headR * 1.0)} ${f(cx - headR * 1.02)} ${f(headY)} Z`,
      { fill: '#000', opacity: 0.15 },
    );
  }
  if (beard) {
    body += pathEl(
      `M ${f(cx - headR * 0.85)} ${f(headY + headR * 0.1)} Q ${f(cx - headR * 0.8)} ${f(headY + headR * 1.25)} ${f(cx)} ${f(headY + headR * 1.25)} Q ${f(cx + headR * 0.8)} ${f(headY + headR * 1.25)} ${f(cx + headR * 0.85)} ${f(headY + headR * 0.1)} Q ${f(cx)} ${f(headY + headR * 0.75)} ${f(cx - headR * 0.85)} ${f(headY + headR * 0.1)} Z`,
      { fill: '#2b1a12' },
    );
  }
  // face
  for (const side of [-1, 1]) {
    body += ellipse(cx + side * headR * 0.38, headY - headR * 0.05, headR * 0.09, headR * 0.12, { fill: '#1a1410' });
    body += pathEl(
      `M ${f(cx + side * headR * 0.55)} ${f(headY - headR * 0.3)} Q ${f(cx + side * headR * 0.38)} ${f(headY - headR * 0.42)} ${f(cx + side * headR * 0.2)} ${f(headY - headR * 0.3)}`,
      { stroke: '#1a1410', strokeWidth: 5, fill: 'none', strokeLinecap: 'round' },
    );
  }
  body += pathEl(
    `M ${f(cx - headR * 0.3)} ${f(headY + headR * 0.45)} Q ${f(cx)} ${f(headY + headR * 0.7)} ${f(cx + headR * 0.3)} ${f(headY + headR * 0.45)}`,
    { stroke: beard ? '#f1e8d8' : '#8c3b22', strokeWidth: 6, fill: 'none', strokeLinecap: 'round' },
  );
  return svg(width, height, defs, body);
}

export function serviceSvg({ scene, seed, width = 800, height = 600, colors }) {
  const r = rng(seed);
  const [dark, theme] = colors;
  let defs = VIGNETTE_DEF + SHADOW_DEF + DISH_DEFS;
  let body = '';
  if (scene === 'private-dining' || scene === 'family-table') {
    body += table(r, width, height, scene === 'private-dining' ? 'walnut' : 'oak');
    body += rect(width * 0.12, height * 0.2, width * 0.76, height * 0.6, {
      rx: 30,
      fill: scene === 'private-dining' ? '#f4efe6' : '#fbf8f2',
    });
    body += rect(width * 0.12, height * 0.47, width * 0.76, height * 0.06, { fill: theme, opacity: 0.75 });
    const seats = scene === 'private-dining' ? 6 : 4;
    for (let i = 0; i < seats; i += 1) {
      const x = width * (0.22 + (i % (seats / 2)) * (0.56 / (seats / 2 - 1 || 1)));
      const y = i < seats / 2 ? height * 0.32 : height * 0.68;
      body += plate(x, y, 46, { accent: theme });
    }
    body +=
      circle(width / 2, height / 2, 40, { fill: '#3f8f3a' }) +
      dots(r, width / 2, height / 2, 36, 14, ['#e7849c', '#f5d33f', '#fff'], [5, 8]);
  } else if (scene === 'majlis') {
    defs += `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="#7a2e0e"/></linearGradient>`;
    defs += `<pattern id="stars" width="120" height="120" patternUnits="userSpaceOnUse"><g fill="none" stroke="#f2c14e" stroke-opacity="0.2" stroke-width="2">${star(60, 60, 56)}${circle(60, 60, 14)}</g></pattern>`;
    body += rect(0, 0, width, height, { fill: 'url(#bg)' }) + rect(0, 0, width, height, { fill: 'url(#stars)' });
    for (let i = 0; i < 6; i += 1) {
      const a = (i / 6) * Math.PI * 2;
      body += rect(width / 2 + Math.cos(a) * 230 - 70, height / 2 + Math.sin(a) * 190 - 40, 140, 80, {
        rx: 24,
        fill: i % 2 ? theme : '#f2c14e',
        transform: rotate((a * 180) / Math.PI + 90, width / 2 + Math.cos(a) * 230, height / 2 + Math.sin(a) * 190),
      });
    }
    body +=
      circle(width / 2, height / 2, 120, { fill: '#5b3a24' }) + circle(width / 2, height / 2, 105, { fill: '#6e4a2f' });
    body += dots(r, width / 2, height / 2, 60, 12, ['#5a2a14'], [8, 11]);
  } else if (scene === 'birthday') {
    body += table(r, width, height, 'cream');
    const cx = width / 2;
    const base = height * 0.82;
    body += ellipse(cx, base, 240, 40, { fill: '#e6e0d4' });
    body +=
      rect(cx - 190, base - 150, 380, 150, { rx: 20, fill: '#f7e3c4' }) +
      rect(cx - 190, base - 150, 380, 40, { rx: 20, fill: '#fffaf0' });
    body +=
      rect(cx - 130, base - 260, 260, 110, { rx: 18, fill: '#e7849c' }) +
      rect(cx - 130, base - 260, 260, 30, { rx: 15, fill: '#fbd3dc' });
    for (let i = 0; i < 5; i += 1) {
      const x = cx - 90 + i * 45;
      body += rect(x - 6, base - 330, 12, 70, { rx: 4, fill: r.pick([theme, '#4dabf7', '#f2c14e']) });
      body += ellipse(x, base - 345, 9, 16, { fill: '#ffb020' }) + ellipse(x, base - 340, 4, 8, { fill: '#fff3b0' });
    }
    body += dots(r, cx, height * 0.3, width * 0.45, 60, [theme, '#4dabf7', '#f2c14e', '#7fb24a'], [3, 7]);
  } else if (scene === 'coffee') {
    body += table(r, width, height, 'terracotta');
    defs += '<linearGradient id="drinkFill"><stop offset="0" stop-color="#c9a24a"/></linearGradient>';
    body += coffeeScene(r, width, height, { style: 'dallah' });
  } else if (scene === 'catering') {
    body += table(r, width, height, 'slate');
    for (const [x, y, kind] of [
      [0.28, 0.33, 'rice'],
      [0.72, 0.33, 'grill'],
      [0.5, 0.72, 'salad'],
    ]) {
      body += plate(width * x, height * y, 130, { color: '#d9d4c8', rim: '#b8b2a4' });
      body += FOODS[kind](r, width * x, height * y, 95, { topping: 'lamb' });
    }
  }
  body += vignette(width, height);
  return svg(width, height, defs, body);
}

/** An offer card picture: a dish on a circular colour badge. */
export function offerSvg({ dish, seed, colors, size = 600 }) {
  const [theme, theme2] = colors;
  const inner = dishSvg({ ...dish, seed }, { width: size, height: size, transparent: true });
  const content = inner.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const defs = `<radialGradient id="badge"><stop offset="0%" stop-color="${theme2}"/><stop offset="100%" stop-color="${theme}"/></radialGradient>`;
  const body =
    rect(0, 0, size, size, { fill: '#fff7ec' }) +
    circle(size / 2, size / 2, size * 0.48, { fill: 'url(#badge)' }) +
    content;
  return svg(size, size, defs, body);
}
