/**
 * The printable page of table cards: one standalone HTML file (styles, logo and fonts inside it)
 * laid out for A4, six cards to a sheet, each sheet its own page so no card is ever split. Each
 * card has the restaurant's names and logo, "Table 12" / "طاولة 12", the instruction in both
 * languages and a QR code of `<site>/?table=12` with that address printed under it.
 */
import QRCode from 'qrcode';
import { qrCards } from './strings.ts';
import { escapeHtml } from '../../src/site/html.ts';
import type { Brand } from './brand.ts';

/** Cards per A4 sheet: two columns of three. */
export const CARDS_PER_SHEET = 6;

type Key = keyof typeof qrCards.en;
const say = (language: 'en' | 'ar', key: Key, table = 0) =>
  escapeHtml(qrCards[language][key].replace('{number}', String(table)));

/** The address a table's code opens: the home page in dine-in mode for that table. */
export function tableAddress(siteUrl: string, table: number): string {
  return `${siteUrl.replace(/\/+$/, '')}/?table=${table}`;
}

/**
 * The code as inline SVG. Black on white whatever the brand: phone cameras read the strongest
 * contrast best (a light brand colour can leave a code unreadable in a dim restaurant), and
 * level M survives a smudge or a fold.
 */
async function qrSvg(address: string): Promise<string> {
  const svg = await QRCode.toString(address, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return svg.trim().replace('<svg ', `<svg class="qr-card__code" role="img" aria-label="${escapeHtml(address)}" `);
}

function fontFaces(brand: Brand): string {
  return brand.fonts
    .map(
      (font) =>
        `@font-face{font-family:"${font.family}";src:url(${font.dataUri}) format("woff2");font-weight:${font.weight};font-display:block}`,
    )
    .join('\n');
}

const STYLES = `
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; background: #e9e6e1; color: var(--title);
  font-family: "Cards Cairo Latin", "Cards Cairo Arabic", system-ui, sans-serif; }
.sheet { display: grid; grid-template-columns: repeat(2, 90mm); grid-auto-rows: 86mm; gap: 6mm;
  justify-content: center; align-content: start; width: 210mm; min-height: 297mm; margin: 0 auto 8mm;
  padding: 12mm; background: #fff; }
.qr-card { display: flex; flex-direction: column; align-items: center; gap: 1.5mm; padding: 4mm 5mm;
  border: 0.6mm solid var(--border); border-top: 2.5mm solid var(--theme); border-radius: 3mm;
  background: #fff; text-align: center; break-inside: avoid; page-break-inside: avoid; overflow: hidden; }
.qr-card__brand { display: flex; align-items: center; justify-content: center; gap: 3mm; width: 100%;
  min-height: 12mm; }
.qr-card__logo { max-height: 12mm; max-width: 24mm; object-fit: contain; }
.qr-card__names { display: flex; flex-direction: column; line-height: 1.15; }
.qr-card__name { font-family: "Cards Playfair", Georgia, serif; font-weight: 700; font-size: 11pt; }
.qr-card__name[lang="ar"] { font-family: "Cards Cairo Arabic", "Cards Cairo Latin", sans-serif; font-size: 10.5pt; }
.qr-card__table { display: flex; gap: 4mm; align-items: baseline; justify-content: center; margin: 0;
  font-size: 17pt; font-weight: 800; line-height: 1.1; color: var(--title); }
/* Physical sides: the Arabic half is right to left, and the rule stands between the two halves. */
.qr-card__table span + span { padding-left: 4mm; border-left: 0.5mm solid var(--theme); }
.qr-card__code { width: 38mm; height: 38mm; display: block; }
.qr-card__address { margin: 0; font-size: 6.5pt; color: var(--text); direction: ltr; word-break: break-all; }
.qr-card__scan { margin: 0; font-size: 8pt; line-height: 1.3; color: var(--title); }
[lang="ar"] { font-family: "Cards Cairo Arabic", "Cards Cairo Latin", sans-serif; }
@media print {
  body { background: none; }
  .sheet { width: auto; min-height: 0; margin: 0; padding: 0; break-after: page; page-break-after: always; }
  .sheet:last-child { break-after: auto; page-break-after: auto; }
}
`;

function card(brand: Brand, table: number, address: string, code: string): string {
  const logo = brand.logo ? `<img class="qr-card__logo" src="${brand.logo}" alt="">` : '';
  return `<article class="qr-card" data-table="${table}">
  <header class="qr-card__brand">${logo}<div class="qr-card__names">
    <span class="qr-card__name" lang="en">${escapeHtml(brand.name.en)}</span>
    <span class="qr-card__name" lang="ar" dir="rtl">${escapeHtml(brand.name.ar)}</span>
  </div></header>
  <h2 class="qr-card__table"><span lang="en">${say('en', 'qrCards.table', table)}</span><span lang="ar" dir="rtl">${say('ar', 'qrCards.table', table)}</span></h2>
  ${code}
  <p class="qr-card__address">${escapeHtml(address)}</p>
  <p class="qr-card__scan"><span lang="en">${say('en', 'qrCards.scan')}</span><br><span lang="ar" dir="rtl">${say('ar', 'qrCards.scan')}</span></p>
</article>`;
}

/** The whole page for `tables` (already checked: parseTables). */
export async function qrCardsPage({
  brand,
  siteUrl,
  tables,
}: {
  brand: Brand;
  siteUrl: string;
  tables: readonly number[];
}): Promise<string> {
  const cards = await Promise.all(
    tables.map(async (table) => {
      const address = tableAddress(siteUrl, table);
      return card(brand, table, address, await qrSvg(address));
    }),
  );
  const sheets: string[] = [];
  for (let start = 0; start < cards.length; start += CARDS_PER_SHEET)
    sheets.push(`<section class="sheet">\n${cards.slice(start, start + CARDS_PER_SHEET).join('\n')}\n</section>`);
  const colours = `:root{--theme:${brand.colors.theme};--title:${brand.colors.title};--text:${brand.colors.text};--border:${brand.colors.border}}`;
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say('en', 'qrCards.title')} · ${escapeHtml(brand.name.en)}</title>
<style>
${fontFaces(brand)}
${colours}
${STYLES}
</style>
</head>
<body>
${sheets.join('\n')}
</body>
</html>
`;
}
