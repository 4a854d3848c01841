#!/usr/bin/env node
// Three collaborations ready to pack on a running `npm run demo` (issue 28: Empaquetado of several at
// once). The demo starts with no accounts (the first sign-up becomes admin), so this runs after that
// sign-up, with the admin's credentials:
//   ADMIN_EMAIL=tu@correo.mx ADMIN_PASSWORD='…' node scripts/demo-empaquetado.mjs
// Through the app's own API, as people would: the admin imports three in-stock jeans from the store
// emulator and gives them measurements; three creators sign up (Alma, Berta and Celia, password printed),
// get the colaboradora role, fill in their profile and each request one pair. Confirmación de producto
// then shows three cards; select them (or 'Seleccionar todas') and press 'Empaquetar seleccionadas (3)'.
// Honours APP_URL (default http://localhost:3000) and COUNT (how many, default 3).
import { randomBytes } from 'node:crypto';

const appUrl = (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
const count = Math.max(1, Math.min(20, Number(process.env.COUNT ?? 3)));
const { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword } = process.env;
if (!adminEmail || !adminPassword) {
  console.error("Set ADMIN_EMAIL and ADMIN_PASSWORD: the demo's first account (the admin).");
  process.exit(1);
}

/** A signed-in person: her session cookies, sent with each call; state-changing calls carry Origin. */
function session() {
  const cookies = new Map();
  return async function call(method, path, body) {
    const res = await fetch(`${appUrl}${path}`, {
      method,
      headers: {
        Origin: appUrl,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(cookies.size ? { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    const json = text ? JSON.parse(text) : undefined;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json?.error?.message ?? text}`);
    return json;
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a store job (catalogue read, import) and waits until it ends, as Gestión does. */
async function storeJob(admin, path, body) {
  let job = await admin('POST', path, body);
  while (job.activo) {
    await sleep(500);
    job = await admin('GET', `/api/shopify/trabajos/${job.id}`);
  }
  if (job.estado !== 'terminada') throw new Error(`store job ${path}: ${job.error}`);
}

const admin = session();
await admin('POST', '/api/auth/sign-in/email', { email: adminEmail, password: adminPassword });

// The catalogue as the Importar dialog lists it (read from the store first if it never was).
let products = await admin('GET', '/api/shopify/products?porPagina=100&pagina=1');
if (products.leidoAt === null) {
  await storeJob(admin, '/api/shopify/catalogo', {});
  products = await admin('GET', '/api/shopify/products?porPagina=100&pagina=1');
}
const variants = products.products.flatMap((p) => p.variants).filter((v) => v.available && (v.inventoryQuantity ?? 0) > 0 && v.barcode && v.option2);

const items = [];
for (const variant of variants) {
  if (items.length === count) break;
  await storeJob(admin, '/api/shopify/import', { variantIds: [variant.variantId] });
  const { items: rows } = await admin('GET', `/api/colaboraciones?estado=todos&q=${encodeURIComponent(variant.barcode)}&page=1`);
  const row = rows[0];
  if (!row || row.estado !== 'disponible') continue;
  await admin('PATCH', `/api/medidas/${row.id}`, { cintura: 72, cadera: 98, largo: 104 });
  items.push(row);
}
if (items.length < count) throw new Error(`only ${items.length} in-stock jeans left to import in the store emulator`);

const NOMBRES = ['Alma', 'Berta', 'Celia', 'Dora', 'Elena', 'Fernanda', 'Gina', 'Hilda', 'Inés', 'Julia'];
const password = `Demo-${randomBytes(6).toString('hex')}`;
const tag = randomBytes(3).toString('hex');
for (const [i, item] of items.entries()) {
  const nombre = NOMBRES[i % NOMBRES.length];
  const email = `${nombre.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()}.${tag}@colabora-demo.test`;
  const creator = session();
  await creator('POST', '/api/auth/sign-up/email', { name: `${nombre} Demo`, email, password });
  const { user } = await creator('GET', '/api/me');
  await admin('PUT', `/api/roles/users/${user.id}`, { role: 'colaboradora' });
  await creator('PUT', '/api/perfil', {
    nombre,
    apellidos: 'Demo',
    ciudad: 'Guadalajara',
    estado: 'Jalisco',
    instagram: `${nombre.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '')}.demo.${tag}`,
    equipo: 'Cámara',
    talla: '9',
    cintura: 72,
    cadera: 98,
  });
  await creator('POST', `/api/disponibles/${item.id}/solicitar`, {});
  console.log(`  ${email}  pidió  ${item.titulo}`);
}
console.log('');
console.log(`  ${items.length} colaboraciones esperan en Confirmación de producto: ${appUrl}/logistica/confirmacion`);
console.log(`  (contraseña de las creadoras: ${password})`);
