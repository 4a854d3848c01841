import type { Product, ProductImage } from './store';

/**
 * Product pictures drawn on the spot as SVG, so the demo has images without any download and the
 * app's image handling is exercised with real, absolute URLs served by the emulator.
 */
const FILL: Record<string, string> = {
  Azul: '#2d4f8e',
  Celeste: '#86b3dc',
  Negro: '#26262b',
  Dorado: '#d4a937',
  Plateado: '#b9bec6',
  'Oro rosa': '#d9a08b',
};

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** How wide the legs open at the hem, by cut, so each type looks a little different. */
function hemSpread(productType: string): number {
  const t = productType.toLowerCase();
  if (t.includes('wide') || t.includes('campana')) return 60;
  if (t.includes('bota')) return 35;
  if (t.includes('skinny')) return -10;
  if (t.includes('mom')) return 5;
  return 15;
}

function jeans(p: Product, fill: string): string {
  const s = hemSpread(p.productType);
  const cargo = p.productType.toLowerCase().includes('cargo')
    ? `<rect x="205" y="360" width="50" height="60" rx="6" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"/><rect x="345" y="360" width="50" height="60" rx="6" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>`
    : '';
  return `<path d="M200 130 H400 L${420 + s} 640 H${310} L300 300 L290 640 H${180 - s} Z" fill="${fill}"/>
<rect x="195" y="110" width="210" height="34" rx="6" fill="${fill}" stroke="#000" stroke-opacity=".25" stroke-width="3"/>
<circle cx="300" cy="127" r="7" fill="#c9a33c"/>
<path d="M300 144 V260" stroke="#000" stroke-opacity=".25" stroke-width="3"/>
<path d="M215 150 Q240 200 280 190 M385 150 Q360 200 320 190" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3" stroke-dasharray="6 5"/>${cargo}`;
}

function jewel(p: Product, fill: string): string {
  const t = p.title.toLowerCase();
  if (t.includes('collar') || t.includes('dije')) {
    return `<path d="M170 150 Q300 470 430 150" fill="none" stroke="${fill}" stroke-width="10"/><path d="M300 360 l40 50 -40 70 -40 -70 z" fill="${fill}" stroke="#000" stroke-opacity=".2" stroke-width="3"/>`;
  }
  if (t.includes('anillo')) {
    return `<circle cx="300" cy="400" r="120" fill="none" stroke="${fill}" stroke-width="26"/><path d="M300 215 l40 45 -40 45 -40 -45 z" fill="#e8f4ff" stroke="${fill}" stroke-width="8"/>`;
  }
  return `<circle cx="220" cy="380" r="85" fill="none" stroke="${fill}" stroke-width="18"/><circle cx="380" cy="380" r="85" fill="none" stroke="${fill}" stroke-width="18"/>`;
}

export function productSvg(p: Product & { image: ProductImage }): string {
  const fill = FILL[p.image.color] ?? '#5b6b8c';
  const body = p.image.kind === 'jeans' ? jeans(p, fill) : jewel(p, fill);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${p.image.width}" height="${p.image.height}" viewBox="0 0 600 800" role="img" aria-label="${escapeXml(p.title)}">
<rect width="600" height="800" fill="#f4f1ec"/>
${body}
<rect y="690" width="600" height="110" fill="#ffffff" fill-opacity=".85"/>
<text x="300" y="735" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#1f2937">${escapeXml(p.title)}</text>
<text x="300" y="772" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#6b7280">${escapeXml(p.vendor)} · ${escapeXml(p.image.color)}</text>
</svg>`;
}

/** The product's image URL, or null when it has none; `?v=` changes with the image. */
export function imageUrl(baseUrl: string, p: Product): string | null {
  return p.image ? `${baseUrl}/emulator/images/${p.id}.svg?v=${p.image.mediaId}` : null;
}
