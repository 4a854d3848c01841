// Why: the server sends prebuilt Brotli/gzip copies (Brotli 11 is too slow per request); decision 033.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * A .br and a .gz beside each built script, stylesheet and image, and each such file of public/ (theme-init.js),
 * which the server sends as they are (static.ts): no compression per request, and Brotli's best level,
 * too slow to run per request. A copy is written only when it is smaller than the file (under ~200 bytes
 * it is not). Written last, after every other change to the files (compileHintsOnFirstLoad's comment;
 * vite-plugin-compression2 compresses before Vite's own last changes).
 */
export function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
  const copies = async (source: Buffer) => {
    const [b, g] = await Promise.all([
      br(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }),
      gz(source, { level: 9 }),
    ]);
    return { br: b.length < source.length ? b : undefined, gz: g.length < source.length ? g : undefined };
  };
  let publicDir = '';
  return {
    name: 'colabora:precompress',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const files = Object.values(bundle).filter((o) => COMPRESSIBLE.test(o.fileName) && !o.fileName.startsWith('.vite/'));
        await Promise.all(
          files.map(async (o) => {
            const c = await copies(Buffer.from(o.type === 'chunk' ? o.code : o.source));
            if (c.br) this.emitFile({ type: 'asset', fileName: `${o.fileName}.br`, source: c.br });
            if (c.gz) this.emitFile({ type: 'asset', fileName: `${o.fileName}.gz`, source: c.gz });
          }),
        );
      },
    },
    // public/ is copied as it is, outside the bundle.
    async writeBundle(options) {
      if (!publicDir || !options.dir || !existsSync(publicDir)) return;
      const names = readdirSync(publicDir, { recursive: true, encoding: 'utf8' }).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(options.dir!, name);
          if (!existsSync(file)) return;
          const c = await copies(readFileSync(file));
          if (c.br) writeFileSync(`${file}.br`, c.br);
          if (c.gz) writeFileSync(`${file}.gz`, c.gz);
        }),
      );
    },
  };
}
