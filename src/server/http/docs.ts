import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './env';
import { declarePolicy } from './policy';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Only these files are served: the page needs nothing else, and no path from the URL reaches the disk.
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

// The CSP forbids inline scripts, so the initializer is a file of its own.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });
});
`;

const PAGE = `<!doctype html>
<html lang="es">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Colabora API</title>
  <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/assets/init.js"></script>
</body>
</html>
`;

/** The API reference page, from the local swagger-ui-dist package (no CDN). */
export function mountDocs(app: Hono<AppEnv>): void {
  const cache = new Map<string, Buffer>();
  declarePolicy('GET', '/api/docs', 'public');
  declarePolicy('GET', '/api/docs/assets/:file', 'public');
  app.get('/api/docs', (c) => c.html(PAGE));
  app.get('/api/docs/assets/:file', (c, next) => {
    const file = c.req.param('file');
    if (file === 'init.js') {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      return c.body(INIT_SCRIPT);
    }
    const type = ASSETS[file];
    if (!type) return next();
    let content = cache.get(file);
    if (!content) {
      content = readFileSync(path.join(swaggerDir, file));
      cache.set(file, content);
    }
    c.header('Content-Type', type);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(new Uint8Array(content));
  });
}
