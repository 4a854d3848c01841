import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, BRAND, iconSvg } from './installable.ts';
import { fromRoot as r } from './root.ts';

/** CSS Color 4's OKLCH → sRGB, as a browser paints it (gamut clipped), in hex. */
function oklchToHex(l: number, c: number, h: number): string {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l3 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m3 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s3 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
    -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
    -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
  ];
  const channel = (x: number) => {
    const v = Math.min(1, Math.max(0, x));
    const gamma = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
    return Math.round(gamma * 255).toString(16).padStart(2, '0');
  };
  return `#${linear.map(channel).join('')}`;
}

const styles = readFileSync(r('./src/web/styles.css'), 'utf8');
function token(selector: ':root' | '.dark', name: string): string {
  const block = new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm').exec(styles)?.[1] ?? '';
  const m = new RegExp(`--${name}: oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(block);
  if (!m) throw new Error(`${selector} --${name} not found in styles.css`);
  return oklchToHex(Number(m[1]), Number(m[2]), Number(m[3]));
}
const themeColors = (html: string) =>
  Object.fromEntries([...html.matchAll(/<meta name="theme-color" content="(#[0-9a-f]{6})" media="\(prefers-color-scheme: (light|dark)\)"/g)].map((m) => [m[2], m[1]]));

describe('the installed app’s colours', () => {
  it('are the tokens of styles.css', () => {
    expect(BRAND.light).toBe(token(':root', 'background'));
    expect(BRAND.dark).toBe(token('.dark', 'background'));
    expect(BRAND.ink).toBe(token(':root', 'primary'));
  });

  it('are the theme-color metas of the app and of the offline page, light and dark', () => {
    for (const page of ['./src/web/index.html', './src/web/public/offline.html']) {
      expect(themeColors(readFileSync(r(page), 'utf8')), page).toEqual({ light: BRAND.light, dark: BRAND.dark });
    }
  });
});

describe('the app icons', () => {
  const logo = readFileSync(r('./src/web/public/brand/logo-white.svg'), 'utf8');
  const pixel = async (png: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const i = (y * info.width + x) * 4;
    return { hex: `#${[...data.subarray(i, i + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`, alpha: data[i + 3] };
  };

  it.each(APP_ICONS)('$fileName: the white mark on the brand ink at $size px', async (icon) => {
    const png = await sharp(Buffer.from(iconSvg(logo, icon))).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([icon.size, icon.size]);
    // The C's hollow is the tile; its stroke, a little left of the middle, is the white of the logo.
    expect(await pixel(png, icon.size / 2, icon.size / 2)).toEqual({ hex: BRAND.ink, alpha: 255 });
    expect((await pixel(png, Math.round(icon.size * 0.25), icon.size / 2)).hex).toBe('#ffffff');
    // A maskable icon fills its square (the launcher cuts it); an 'any' one is a rounded tile.
    expect((await pixel(png, 1, 1)).alpha).toBe(icon.purpose === 'maskable' ? 255 : 0);
  });
});
