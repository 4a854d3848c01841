// Why: a creator installs Colabora on her phone's home screen (issue 17, decision 044). The manifest, the
// service worker and the icons are made by the build, so nothing binary is committed.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fromRoot as r } from './root.ts';

/**
 * The brand's colours, as sRGB hex of the tokens in src/web/styles.css (a manifest takes no oklch()).
 * installable.unit.test.ts converts the tokens again and fails when these or index.html's theme-color
 * metas drift from them.
 */
export const BRAND = {
  /** --background, light theme: the status bar and the splash screen match the page. */
  light: '#f9f6f2',
  /** --background, dark theme: only index.html can say it (a manifest has one theme_color). */
  dark: '#0c1016',
  /** --primary, light theme (the denim ink of the favicon): the icon's tile, under the white mark. */
  ink: '#203e64',
} as const;

export const OFFLINE_PAGE = 'offline.html';

export interface AppIcon {
  fileName: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { fileName: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { fileName: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { fileName: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/**
 * The logo's mark (the C and its dot; the wordmark is unreadable at icon size) centred on a tile of the
 * brand's ink. Its farthest point is 12.9 units from (18.9, 20), the centre of its bounding box in the
 * logo's viewBox. An 'any' icon is a rounded tile (as the favicon) with the mark at ~70 %; a maskable
 * one fills its square and keeps the mark inside the 40 % radius every launcher's mask leaves visible.
 */
export function iconSvg(logoSvg: string, { size, purpose }: AppIcon): string {
  const body = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(logoSvg)?.[1];
  if (!body) throw new Error('brand/logo-white.svg: no <svg> element');
  const mark = body.replace(/<title>[\s\S]*?<\/title>/g, '').replace(/<text[\s\S]*?<\/text>/g, '');
  const side = purpose === 'maskable' ? 42 : 36;
  const view = `${18.9 - side / 2} ${20 - side / 2} ${side} ${side}`;
  const radius = purpose === 'maskable' ? 0 : Math.round(size * 0.22);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND.ink}"/>` +
    `<svg width="${size}" height="${size}" viewBox="${view}">${mark}</svg></svg>`
  );
}

/** Renders APP_ICONS into the build as PNG (sharp, already used for uploads): no binary in the repository. */
export function appIcons(logoFile = r('./src/web/public/brand/logo-white.svg')): Plugin {
  return {
    name: 'colabora:app-icons',
    apply: 'build',
    async generateBundle() {
      const logo = readFileSync(logoFile, 'utf8');
      await Promise.all(
        APP_ICONS.map(async (icon) => {
          const source = await sharp(Buffer.from(iconSvg(logo, icon))).png({ compressionLevel: 9 }).toBuffer();
          this.emitFile({ type: 'asset', fileName: icon.fileName, source });
        }),
      );
    },
  };
}

/**
 * The web app manifest and the service worker (Workbox's generateSW through vite-plugin-pwa).
 *
 * The worker precaches the build's static files (scripts, styles, icons, the offline page) and routes
 * nothing else but navigations, which always go to the network (navigation preload spares the worker's
 * start-up) and fall back to the offline page when there is none. index.html is not precached: the
 * server writes each page's preloads into it, per route and session. Requests the worker does not route
 * (/api, tus uploads, /healthz, /readyz, /metrics) never pass through it, so no answer of the API is
 * ever cached and an upload's body is never copied by the worker.
 *
 * No skipWaiting: a new worker waits until every window of the old one has closed, so a page keeps the
 * chunks it was built with; clientsClaim lets the first worker control the page that installed it.
 * The worker is registered by src/web/pwa.ts, not by the plugin's script.
 */
export function installable(): PluginOption[] {
  return [
    appIcons(),
    VitePWA({
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Colabora',
        short_name: 'Colabora',
        description: 'Colaboraciones entre la marca y sus creadoras de contenido: productos, envíos, fotos y videos.',
        lang: 'es-MX',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: BRAND.light,
        background_color: BRAND.light,
        categories: ['business', 'productivity'],
        icons: APP_ICONS.map(({ fileName, size, purpose }) => ({ src: `/${fileName}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
      },
      workbox: {
        // The plugin adds manifest.webmanifest itself.
        globPatterns: ['**/*.{js,css,svg,png}', OFFLINE_PAGE],
        globIgnores: ['.vite/**', 'index.html', 'sw.js', 'workbox-*.js'],
        navigateFallback: null,
        navigationPreload: true,
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
          },
        ],
      },
    }),
  ];
}
