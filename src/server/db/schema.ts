import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  numeric,
  jsonb,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ESTADOS } from '../../shared/domain/estado';
import { ROLES } from '../../shared/domain/roles';
import { ENTREGA_ESTADOS, FEEDBACK_STATUSES, TIPOS_CONTENIDO, VIDEO_ESTADOS } from '../../shared/domain/options';
import { AVISO_TIPOS, CATEGORIAS_OPCIONALES } from '../../shared/schemas/avisos';
import { MEDIDA_MAX_CM } from '../../shared/schemas/colaboracion';
import { CANALES } from '../../shared/schemas/derechos';
import type { StoreJobSummary } from '../../shared/schemas/shopify';
import type { Pregunta, RespuestaGuardada } from '../../shared/schemas/aplicaciones';
import { MAX_PUBLICACIONES, MEDIA_ESTADOS, PLATAFORMAS, PUBLICACION_ORIGENES, PUBLICACION_URL_MAX } from '../../shared/domain/publicaciones';
import {
  PROBLEMA_ESTADOS,
  PROBLEMA_MEDIDAS,
  PROBLEMA_NOTA_MAX,
  PROBLEMA_SENTIDOS,
  PROBLEMA_TIPOS,
  REEMPLAZO_ESTADOS,
} from '../../shared/domain/problemas';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// Values are our own constants (never user input), so inlining them into the DDL is safe.
const inListSql = (column: string, values: readonly string[]) =>
  `${column} IN (${values.map((v) => `'${v}'`).join(', ')})`;
const inList = (column: string, values: readonly string[]) => sql.raw(inListSql(column, values));

// ---------------------------------------------------------------------------------------------
// Authentication (better-auth). Its user table is the spec's `profiles` (id, email, full_name).
// ---------------------------------------------------------------------------------------------

export const profiles = pgTable('profiles', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's rate-limit counters, in the database so that several instances share them. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Roles
// ---------------------------------------------------------------------------------------------

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // One row per user (spec §3): unique.
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_roles_role_check', inList('role', ROLES)),
    index('user_roles_role_idx').on(t.role),
  ],
);

/**
 * A single row written by the first sign-up on an empty instance. Its primary key makes
 * "the first account becomes admin" atomic: of two simultaneous first sign-ups only one inserts it.
 */
export const instanceBootstrap = pgTable(
  'instance_bootstrap',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    firstAdminId: text('first_admin_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  () => [check('instance_bootstrap_singleton_check', sql`singleton`)],
);

/**
 * 'Nueva Colaboradora' links (issue 6): one use each, 7 days. Only the SHA-256 of the token is kept, so
 * the table cannot hand out working links. Using one is a conditional UPDATE (used_at IS NULL AND
 * expires_at > now()), so of several people using the same link at once exactly one gets the role.
 */
export const invitaciones = pgTable(
  'invitaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedBy: text('used_by').references(() => profiles.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Where it was emailed (issue 28), lower-cased; null: a link only copied. */
    email: text('email'),
    /** The last time its email was queued; a resend rotates the token and moves expires_at. */
    enviadaAt: timestamp('enviada_at', { withTimezone: true }),
  },
  (t) => [
    index('invitaciones_created_at_idx').on(t.createdAt),
    check('invitaciones_expires_check', sql`expires_at > created_at`),
    // Whoever used it may later be deleted (used_by set null); a used invitation stays used.
    check('invitaciones_used_check', sql`used_by IS NULL OR used_at IS NOT NULL`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Domain (spec §3)
// ---------------------------------------------------------------------------------------------

export const colaboradoras = pgTable(
  'colaboradoras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos'),
    edad: integer('edad'),
    ciudad: text('ciudad'),
    estado: text('estado'),
    instagram: text('instagram'),
    equipo: text('equipo'),
    avatarUrl: text('avatar_url'),
    categoria: text('categoria'),
    bio: text('bio'),
    // Her own measurements (issue 5), for fit hints on available items.
    cintura: integer('cintura'),
    cadera: integer('cadera'),
    talla: text('talla'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check('colaboradoras_edad_check', sql`edad IS NULL OR (edad > 0 AND edad < 150)`),
    // Issue 28: bounded above too, as the form's schema is (decision 070).
    check('colaboradoras_cintura_check', sql.raw(`cintura IS NULL OR (cintura > 0 AND cintura <= ${MEDIDA_MAX_CM.cintura})`)),
    check('colaboradoras_cadera_check', sql.raw(`cadera IS NULL OR (cadera > 0 AND cadera <= ${MEDIDA_MAX_CM.cadera})`)),
  ],
);

const ESTADO_VALUES = ESTADOS;
const ACTOR_VALUES = ['admin', 'tienda', 'colaboradora', 'system'] as const;

export const colaboraciones = pgTable(
  'colaboraciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titulo: text('titulo').notNull(),
    producto: text('producto').notNull(),
    tipo: text('tipo'),
    color: text('color'),
    talla: text('talla'),
    imagen: text('imagen'),
    pedidoUrl: text('pedido_url'),
    // When she first opened the order link (issue 16): 'Pedido Realizado' survives a reload or another device.
    pedidoAbiertoAt: timestamp('pedido_abierto_at', { withTimezone: true }),
    estado: text('estado', { enum: ESTADO_VALUES }).notNull().default('disponible'),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }),
    fechaFin: timestamp('fecha_fin', { withTimezone: true }),
    cintura: integer('cintura'),
    cadera: integer('cadera'),
    largo: integer('largo'),
    marca: text('marca'),
    numeroPedido: integer('numero_pedido'),
    // RESTRICT: a creator with collaborations cannot vanish and leave items half-assigned.
    colaboradoraId: uuid('colaboradora_id').references(() => colaboradoras.id, { onDelete: 'restrict' }),
    nombreVisualizacion: text('nombre_visualizacion'),
    barcode: text('barcode'),
    shopifyProductId: text('shopify_product_id'),
    shopifyVariantId: text('shopify_variant_id').unique(),
    shopifyInventoryItemId: text('shopify_inventory_item_id'),
    shopifyInventoryQuantity: integer('shopify_inventory_quantity'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    // The variant's inventory unit cost in the store (issue 19), the basis of cost per usable asset
    // (issue 20). NULL is 'Costo no disponible' (a product without cost, a hand-made item), never zero.
    costoUnitario: numeric('costo_unitario', { precision: 12, scale: 2 }),
    costoMoneda: text('costo_moneda'),
    // What the brand paid to ship her item (the draft order's shipping line is free to her), in the
    // store's currency; NULL when unknown.
    costoEnvio: numeric('costo_envio', { precision: 12, scale: 2 }),
    // The store removed the product (products/delete): its unassigned items leave Disponibles; a
    // collaboration in progress keeps everything.
    shopifyEliminadoAt: timestamp('shopify_eliminado_at', { withTimezone: true }),
    // When her item left the store (issue 20, decision 053): the first time the collaboration entered
    // logistica or a later step. Resultados counts a collaboration in the range holding this date; set
    // once, in the transaction of that step (domain/transition.ts), never moved by later edits.
    enviadaAt: timestamp('enviada_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('colaboraciones_estado_check', inList('estado', ESTADO_VALUES)),
    check('colaboraciones_costo_unitario_check', sql`costo_unitario IS NULL OR costo_unitario >= 0`),
    check('colaboraciones_costo_envio_check', sql`costo_envio IS NULL OR costo_envio >= 0`),
    check('colaboraciones_costo_moneda_check', sql`costo_moneda IS NULL OR costo_moneda ~ '^[A-Z]{3}$'`),
    check('colaboraciones_titulo_check', sql`char_length(titulo) BETWEEN 1 AND 100`),
    check('colaboraciones_producto_check', sql`char_length(producto) BETWEEN 1 AND 100`),
    check('colaboraciones_tipo_check', sql`tipo IS NULL OR char_length(tipo) <= 50`),
    check('colaboraciones_color_check', sql`color IS NULL OR char_length(color) <= 50`),
    check('colaboraciones_marca_check', sql`marca IS NULL OR char_length(marca) <= 50`),
    check('colaboraciones_talla_check', sql`talla IS NULL OR char_length(talla) <= 10`),
    check(
      'colaboraciones_medidas_check',
      sql.raw(
        `(cintura IS NULL OR (cintura > 0 AND cintura <= ${MEDIDA_MAX_CM.cintura})) AND (cadera IS NULL OR (cadera > 0 AND cadera <= ${MEDIDA_MAX_CM.cadera})) AND (largo IS NULL OR (largo > 0 AND largo <= ${MEDIDA_MAX_CM.largo}))`,
      ),
    ),
    check('colaboraciones_numero_pedido_check', sql`numero_pedido IS NULL OR numero_pedido > 0`),
    // One active collaboration per creator (active = not entregado and not cancelada).
    uniqueIndex('colaboraciones_one_active_per_creator')
      .on(t.colaboradoraId)
      .where(sql`colaboradora_id IS NOT NULL AND estado NOT IN ('entregado', 'cancelada')`),
    // Lists read newest first (ORDER BY created_at DESC, id DESC). Ascending indexes, scanned backwards,
    // give exactly that order; an index declared DESC gets Drizzle's NULLS LAST, which ORDER BY ... DESC
    // (NULLS FIRST) cannot use, and the list then sorted the whole table for every page.
    index('colaboraciones_created_at_idx').on(t.createdAt, t.id),
    index('colaboraciones_estado_idx').on(t.estado, t.createdAt, t.id),
    index('colaboraciones_colaboradora_idx').on(t.colaboradoraId, t.createdAt),
    // Both hold exactly the items a creator may ask for (domain/availability.ts isAvailable, but the stock
    // test): an imported item waits for its measurements outside them, so 50,000 items just imported do
    // not sit in the index a page of Disponibles reads (it read past all of them: 23 ms, decision 054).
    index('colaboraciones_available_idx')
      .on(t.talla, t.tipo)
      .where(sql`estado = 'disponible' AND colaboradora_id IS NULL AND cintura IS NOT NULL AND cadera IS NOT NULL AND talla IS NOT NULL`),
    // The creator's Disponibles pages (decision 025): read in the list's order, so a page of 24 stops
    // after ~24 index entries instead of sorting every available item.
    index('colaboraciones_available_recent_idx')
      .on(t.createdAt, t.id)
      .where(sql`estado = 'disponible' AND colaboradora_id IS NULL AND cintura IS NOT NULL AND cadera IS NOT NULL AND talla IS NOT NULL`),
    index('colaboraciones_missing_medidas_idx')
      .on(t.marca)
      .where(sql`lower(trim(producto)) = 'jeans' AND (cintura IS NULL OR cadera IS NULL OR largo IS NULL)`),
    index('colaboraciones_inventory_item_idx').on(t.shopifyInventoryItemId),
    // Resultados (decision 053): a date range reads only the collaborations shipped in it.
    index('colaboraciones_enviada_idx').on(t.enviadaAt, t.id).where(sql`enviada_at IS NOT NULL`),
  ],
);

export const entregas = pgTable(
  'entregas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // RESTRICT (issue 28 item 2, decision 068): a collaboration with delivered files is the brand's
    // content and cannot be deleted, by any path; staff cancel it instead and the files stay.
    colaboracionId: uuid('colaboracion_id')
      .notNull()
      .references(() => colaboraciones.id, { onDelete: 'restrict' }),
    tipoContenido: text('tipo_contenido', { enum: TIPOS_CONTENIDO }).notNull(),
    plataforma: text('plataforma').notNull().default('upload'),
    imagenUrl: text('imagen_url'),
    url: text('url'),
    estado: text('estado', { enum: ENTREGA_ESTADOS })
      .notNull()
      .default('enviado'),
    feedbackStatus: text('feedback_status', { enum: FEEDBACK_STATUSES })
      .notNull()
      .default('bueno'),
    feedbackComentario: text('feedback_comentario'),
    // The stored file (bucket entregas) and its thumbnail; imagen_url keeps the spec's field for links.
    fileKey: text('file_key'),
    thumbKey: text('thumb_key'),
    mimeType: text('mime_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    // Videos (issue 18): the job that makes the poster (thumb_key) and, for a codec browsers may not
    // play, an H.264 preview; null for photos and for videos stored before the job existed.
    previewKey: text('preview_key'),
    videoCodec: text('video_codec'),
    videoEstado: text('video_estado', { enum: VIDEO_ESTADOS }),
    createdAt: createdAt(),
  },
  (t) => [
    check('entregas_tipo_contenido_check', inList('tipo_contenido', TIPOS_CONTENIDO)),
    check('entregas_video_estado_check', sql.raw(`video_estado IS NULL OR ${inListSql('video_estado', VIDEO_ESTADOS)}`)),
    check('entregas_estado_check', inList('estado', ENTREGA_ESTADOS)),
    check('entregas_feedback_status_check', inList('feedback_status', FEEDBACK_STATUSES)),
    index('entregas_colaboracion_idx').on(t.colaboracionId, t.createdAt),
    // The staff Dashboard's recent deliveries and the Contenido gallery read across all collaborations,
    // newest first (50k rows on PGlite: 169 ms → 9 ms). Ascending, read backwards: drizzle's desc() adds
    // NULLS LAST, which a plain ORDER BY … DESC (NULLS FIRST) could not use.
    index('entregas_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Every rating of a delivery: who chose which rating and comment, when (issue 26 item 4). A rating is a
 * change like a state change, but not one of the collaboration's states, so it has its own history
 * beside colaboracion_eventos (whose readers count states: envíos, cambios, recibido). Append only; a
 * rating repeated as it is writes no row.
 */
export const entregaCalificaciones = pgTable(
  'entrega_calificaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entregaId: uuid('entrega_id')
      .notNull()
      .references(() => entregas.id, { onDelete: 'cascade' }),
    feedbackStatus: text('feedback_status', { enum: FEEDBACK_STATUSES }).notNull(),
    feedbackComentario: text('feedback_comentario'),
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ACTOR_VALUES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('entrega_calificaciones_feedback_status_check', inList('feedback_status', FEEDBACK_STATUSES)),
    check('entrega_calificaciones_actor_role_check', inList('actor_role', ACTOR_VALUES)),
    index('entrega_calificaciones_entrega_idx').on(t.entregaId, t.createdAt),
  ],
);

/**
 * A collaboration's files and usable files (rated Excelente or Bueno), kept by triggers on entregas
 * (migration 0018, decision 055) so Resultados reads one row per collaboration instead of aggregating
 * its deliveries on every request. A side table, not columns on colaboraciones: an upload then locks
 * this row only, never the collaboration's, which the state machine locks first.
 */
export const colaboracionArchivos = pgTable(
  'colaboracion_archivos',
  {
    colaboracionId: uuid('colaboracion_id')
      .primaryKey()
      .references(() => colaboraciones.id, { onDelete: 'cascade' }),
    archivos: integer('archivos').notNull().default(0),
    utiles: integer('utiles').notNull().default(0),
  },
  () => [check('colaboracion_archivos_cuentas_check', sql`archivos >= 0 AND utiles >= 0 AND utiles <= archivos`)],
);

/**
 * One narrow row per collaboration (decision 087): what Resultados and the sales read's costs group,
 * precomputed, so a year reads narrow rows without joins instead of the wide collaborations with their
 * file counters, replacements and envíos. Kept by triggers on colaboraciones, colaboracion_archivos,
 * problemas and envios (migration 0035) in the writer's transaction; the row exists from the
 * collaboration's insert, so every writer updates it (its row lock orders them). Reads count the sent
 * ones (enviada_at in the range). Costs keep their currency: the store's currency is decided at read time.
 */
export const resultadosColaboraciones = pgTable(
  'resultados_colaboraciones',
  {
    colaboracionId: uuid('colaboracion_id')
      .primaryKey()
      .references(() => colaboraciones.id, { onDelete: 'cascade' }),
    /** colaboraciones.enviada_at: NULL until sent (not counted). */
    enviadaAt: timestamp('enviada_at', { withTimezone: true }),
    /** The first day of enviada_at's month in Mexico City. */
    mes: date('mes'),
    /** What Resultados groups a product by: the store product, else the title. */
    productoClave: text('producto_clave').notNull(),
    titulo: text('titulo').notNull(),
    colaboradoraId: uuid('colaboradora_id'),
    marca: text('marca'),
    producto: text('producto').notNull(),
    /** (unit cost + shipping) × 100, NULL when either is unknown; in costo_moneda (NULL: the store's). */
    costoCentavos: bigint('costo_centavos', { mode: 'number' }),
    costoMoneda: text('costo_moneda'),
    archivos: integer('archivos').notNull(),
    utiles: integer('utiles').notNull(),
    /** Replacements sent (issue 29); their cost in cents, NULL when one's is unknown or they differ in currency. */
    reemplazos: integer('reemplazos').notNull(),
    reemplazosCentavos: bigint('reemplazos_centavos', { mode: 'number' }),
    /** The replacements' one currency; NULL when none was sent or their cost is unknown. */
    reemplazosMoneda: text('reemplazos_moneda'),
    /** A draft order the store has not completed (decision 068): Resultados does not count it. */
    esperaPedido: boolean('espera_pedido').notNull(),
  },
  (t) => [index('resultados_colaboraciones_enviada_idx').on(t.enviadaAt).where(sql`enviada_at IS NOT NULL`)],
);

/**
 * Proof of publication (issue 18 item 5, decision 047): the link of each post the creator published.
 * One link makes the collaboration "published" for the 7-day rule. The database holds the invariants:
 * a link once per collaboration (unique), at most MAX_PUBLICACIONES per collaboration (a slot 1..N,
 * unique per collaboration: an 11th has no slot left), a known platform and an https link.
 */
export const publicaciones = pgTable(
  'publicaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    colaboracionId: uuid('colaboracion_id')
      .notNull()
      .references(() => colaboraciones.id, { onDelete: 'cascade' }),
    plataforma: text('plataforma', { enum: PLATAFORMAS }).notNull(),
    url: text('url').notNull(),
    slot: integer('slot').notNull(),
    // Who added it (her account); kept as history when the account goes. Null for a found post.
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // Issue 30: 'encontrada' when the checks found it (decision 075), with the post's own id and time,
    // its caption and a kept copy of its media (media_estado says whether the copy was kept).
    origen: text('origen', { enum: PUBLICACION_ORIGENES }).notNull().default('enlace'),
    externoId: text('externo_id'),
    publicadoAt: timestamp('publicado_at', { withTimezone: true }),
    caption: text('caption'),
    mediaTipo: text('media_tipo'),
    mediaKey: text('media_key'),
    mediaContentType: text('media_content_type'),
    mediaEstado: text('media_estado', { enum: MEDIA_ESTADOS }),
  },
  (t) => [
    check('publicaciones_plataforma_check', inList('plataforma', PLATAFORMAS)),
    check('publicaciones_url_check', sql.raw(`url LIKE 'https://%' AND char_length(url) <= ${PUBLICACION_URL_MAX}`)),
    check('publicaciones_slot_check', sql.raw(`slot BETWEEN 1 AND ${MAX_PUBLICACIONES}`)),
    uniqueIndex('publicaciones_colaboracion_url_idx').on(t.colaboracionId, t.url),
    uniqueIndex('publicaciones_colaboracion_slot_idx').on(t.colaboracionId, t.slot),
    // Issue 30: a post found by two sources (tags and Business Discovery) or two instances is one row.
    uniqueIndex('publicaciones_colaboracion_externo_idx').on(t.colaboracionId, t.plataforma, t.externoId),
    check('publicaciones_origen_check', inList('origen', PUBLICACION_ORIGENES)),
    check('publicaciones_media_estado_check', sql.raw(`media_estado IS NULL OR ${inListSql('media_estado', MEDIA_ESTADOS)}`)),
    check('publicaciones_encontrada_check', sql`origen = 'enlace' OR (externo_id IS NOT NULL AND publicado_at IS NOT NULL)`),
  ],
);

/** A found post staff detached as a wrong match (issue 30): never attached to that collaboration again. */
export const publicacionesDescartadas = pgTable(
  'publicaciones_descartadas',
  {
    colaboracionId: uuid('colaboracion_id')
      .notNull()
      .references(() => colaboraciones.id, { onDelete: 'cascade' }),
    plataforma: text('plataforma', { enum: PLATAFORMAS }).notNull(),
    externoId: text('externo_id').notNull(),
    descartadaPor: text('descartada_por').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.colaboracionId, t.plataforma, t.externoId] })],
);

const CONEXION_ESTADOS = ['activa', 'vencida'] as const;

/**
 * The brand's Instagram professional account (issue 30, decision 074): one row. The app secret and the
 * long-lived token are encrypted with APP_SECRET like the store's (shopify/secrets.ts). 'vencida': the
 * token expired or was revoked; checks pause until an admin saves a new one. pausa_hasta: a rate-limit
 * answer (codes 4/17/32/613) holds every instance's calls until then.
 */
export const instagramConfig = pgTable(
  'instagram_config',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    appId: text('app_id').notNull(),
    appSecretEnc: text('app_secret_enc').notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    igUserId: text('ig_user_id').notNull(),
    username: text('username').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    estado: text('estado', { enum: CONEXION_ESTADOS }).notNull().default('activa'),
    pausaHasta: timestamp('pausa_hasta', { withTimezone: true }),
    ultimoError: text('ultimo_error'),
    updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('instagram_config_singleton_check', sql`singleton`), check('instagram_config_estado_check', inList('estado', CONEXION_ESTADOS))],
);

/** Her TikTok (issue 30): the Display API tokens her OAuth consent gave, encrypted; removed on disconnect. */
export const tiktokConexiones = pgTable(
  'tiktok_conexiones',
  {
    colaboradoraId: uuid('colaboradora_id')
      .primaryKey()
      .references(() => colaboradoras.id, { onDelete: 'cascade' }),
    openId: text('open_id').notNull(),
    username: text('username'),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    estado: text('estado', { enum: CONEXION_ESTADOS }).notNull().default('activa'),
    pausaHasta: timestamp('pausa_hasta', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('tiktok_conexiones_estado_check', inList('estado', CONEXION_ESTADOS))],
);

/** One pending TikTok authorization: its state (checked on return) and PKCE verifier; single use, 10 minutes. */
export const tiktokOauthEstados = pgTable('tiktok_oauth_estados', {
  state: text('state').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: createdAt(),
});

/**
 * The last check of a collaboration's posts (issue 30): when, what it found, and why nothing when an
 * account could not be read ('no encontramos publicaciones públicas de @…'); shown to her and to staff.
 */
export const publicacionesBusquedas = pgTable('publicaciones_busquedas', {
  colaboracionId: uuid('colaboracion_id')
    .primaryKey()
    .references(() => colaboraciones.id, { onDelete: 'cascade' }),
  revisadaAt: timestamp('revisada_at', { withTimezone: true }).notNull().defaultNow(),
  encontradas: integer('encontradas').notNull().default(0),
  aviso: text('aviso'),
});

/** Calls spent per API and hour across instances (Business Discovery's hourly budget, decision 075). */
export const apiPresupuesto = pgTable(
  'api_presupuesto',
  {
    fuente: text('fuente').notNull(),
    hora: timestamp('hora', { withTimezone: true }).notNull(),
    usadas: integer('usadas').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fuente, t.hora] })],
);

/** Every state change: who, from, to, when (domain/transition.ts writes it). Feeds timelines and audits. */
export const colaboracionEventos = pgTable(
  'colaboracion_eventos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    colaboracionId: uuid('colaboracion_id')
      .notNull()
      .references(() => colaboraciones.id, { onDelete: 'cascade' }),
    fromEstado: text('from_estado', { enum: ESTADO_VALUES }),
    toEstado: text('to_estado', { enum: ESTADO_VALUES }).notNull(),
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ACTOR_VALUES }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('colaboracion_eventos_to_check', inList('to_estado', ESTADO_VALUES)),
    check(
      'colaboracion_eventos_from_check',
      sql.raw(`from_estado IS NULL OR ${inListSql('from_estado', ESTADO_VALUES)}`),
    ),
    check(
      'colaboracion_eventos_actor_role_check',
      inList('actor_role', ACTOR_VALUES),
    ),
    index('colaboracion_eventos_colaboracion_idx').on(t.colaboracionId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Store (Shopify) integration, settings and jobs
// ---------------------------------------------------------------------------------------------

/**
 * The store connection (spec: 'Conectado' when a shopify_config entry exists). One row. Secrets are
 * encrypted with APP_SECRET (AES-256-GCM) and never leave the server.
 */
export const shopifyConfig = pgTable(
  'shopify_config',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    storeDomain: text('store_domain').notNull(),
    authKind: text('auth_kind', { enum: ['token', 'client_credentials'] }).notNull(),
    accessTokenEnc: text('access_token_enc'),
    clientId: text('client_id'),
    clientSecretEnc: text('client_secret_enc'),
    // Client-credentials tokens last about 24 h: the current one, cached.
    issuedTokenEnc: text('issued_token_enc'),
    issuedTokenExpiresAt: timestamp('issued_token_expires_at', { withTimezone: true }),
    shopName: text('shop_name'),
    webhookSecretEnc: text('webhook_secret_enc'),
    updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check('shopify_config_singleton_check', sql`singleton`),
    check('shopify_config_auth_kind_check', inList('auth_kind', ['token', 'client_credentials'])),
  ],
);

/** Small settings staff edit in Configuración (e.g. the references gallery URL), by key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

const SYNC_KINDS = ['inventory', 'import', 'orders'] as const;
const SYNC_TRIGGERS = ['manual', 'schedule', 'screen', 'webhook'] as const;
const SYNC_STATUSES = ['running', 'ok', 'error'] as const;

/** Every import, inventory sync and order poll: when, who or what started it, and how it ended. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: SYNC_KINDS }).notNull(),
    trigger: text('trigger', { enum: SYNC_TRIGGERS }).notNull(),
    status: text('status', { enum: SYNC_STATUSES }).notNull().default('running'),
    updatedCount: integer('updated_count').notNull().default(0),
    graphqlCalls: integer('graphql_calls').notNull().default(0),
    costPoints: integer('cost_points').notNull().default(0),
    error: text('error'),
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('sync_runs_kind_check', inList('kind', SYNC_KINDS)),
    check('sync_runs_trigger_check', inList('trigger', SYNC_TRIGGERS)),
    check('sync_runs_status_check', inList('status', SYNC_STATUSES)),
    index('sync_runs_kind_started_idx').on(t.kind, t.startedAt),
  ],
);

/**
 * The local mirror of the store's catalogue (issue 19, decision 054): filled by a bulk operation and kept
 * in step by products/update, products/delete and the periodic poll. The Importar dialog lists from it
 * (a store of 50,000 variants is never paged through inside a request) and import and re-sync apply it.
 * `leido_por` is the read that last saw the row: after a complete read, a product it did not see was
 * deleted in the store.
 */
export const tiendaProductos = pgTable(
  'tienda_productos',
  {
    id: text('id').primaryKey(),
    titulo: text('titulo').notNull(),
    vendor: text('vendor'),
    productType: text('product_type'),
    imagen: text('imagen'),
    colecciones: jsonb('colecciones').$type<{ id: string; title: string }[]>().notNull().default([]),
    esJeans: boolean('es_jeans').notNull().default(false),
    creadoAt: timestamp('creado_at', { withTimezone: true }).notNull(),
    actualizadoAt: timestamp('actualizado_at', { withTimezone: true }),
    eliminadoAt: timestamp('eliminado_at', { withTimezone: true }),
    leidoPor: uuid('leido_por'),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The dialog's order: jeans first, then newest.
    index('tienda_productos_orden_idx').on(t.esJeans, t.creadoAt, t.id).where(sql`eliminado_at IS NULL`),
  ],
);

export const tiendaVariantes = pgTable(
  'tienda_variantes',
  {
    id: text('id').primaryKey(),
    productoId: text('producto_id').notNull(),
    titulo: text('titulo').notNull(),
    sku: text('sku'),
    barcode: text('barcode'),
    opciones: jsonb('opciones').$type<{ name: string; value: string }[]>().notNull().default([]),
    inventoryQuantity: integer('inventory_quantity'),
    availableForSale: boolean('available_for_sale').notNull().default(false),
    inventoryItemId: text('inventory_item_id'),
    costoUnitario: numeric('costo_unitario', { precision: 12, scale: 2 }),
    costoMoneda: text('costo_moneda'),
    posicion: integer('posicion').notNull().default(0),
    eliminadoAt: timestamp('eliminado_at', { withTimezone: true }),
    leidoPor: uuid('leido_por'),
    updatedAt: updatedAt(),
  },
  (t) => [index('tienda_variantes_producto_idx').on(t.productoId, t.posicion), index('tienda_variantes_sku_idx').on(t.sku)],
);

export const TIENDA_TRABAJO_TIPOS = ['catalogo', 'import', 'resync'] as const;
export const TIENDA_TRABAJO_ESTADOS = ['en_cola', 'en_curso', 'esperando_tienda', 'terminada', 'fallida'] as const;

/**
 * A store job (issue 19): reading the catalogue into the mirror, an import, or a full re-sync. The queue
 * (`trabajos`) runs it; this row is what Gestión shows (phase, done of total, the summary). The partial
 * unique index lets one run at a time across every instance.
 */
export const tiendaTrabajos = pgTable(
  'tienda_trabajos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo: text('tipo', { enum: TIENDA_TRABAJO_TIPOS }).notNull(),
    estado: text('estado', { enum: TIENDA_TRABAJO_ESTADOS }).notNull().default('en_cola'),
    fase: text('fase').notNull().default('En cola'),
    hechos: integer('hechos').notNull().default(0),
    total: integer('total'),
    /** The chosen variants of an import; NULL: every variant of the mirror. */
    variantIds: jsonb('variant_ids').$type<string[] | null>(),
    /** The summary shown at the end, and where a restarted job goes on from (cursor). */
    resumen: jsonb('resumen').$type<StoreJobSummary & { cursor?: string | null; esperas?: number }>(),
    error: text('error'),
    bulkOperationId: text('bulk_operation_id'),
    /** Set by the bulk_operations/finish webhook: the job stops waiting and asks the store at once. */
    bulkTerminadaAt: timestamp('bulk_terminada_at', { withTimezone: true }),
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    terminadaAt: timestamp('terminada_at', { withTimezone: true }),
  },
  (t) => [
    check('tienda_trabajos_tipo_check', inList('tipo', TIENDA_TRABAJO_TIPOS)),
    check('tienda_trabajos_estado_check', inList('estado', TIENDA_TRABAJO_ESTADOS)),
    check('tienda_trabajos_hechos_check', sql`hechos >= 0 AND (total IS NULL OR total >= 0)`),
    uniqueIndex('tienda_trabajos_uno_activo_idx')
      .on(sql`(true)`)
      .where(sql`estado IN ('en_cola', 'en_curso', 'esperando_tienda')`),
    index('tienda_trabajos_created_idx').on(t.createdAt),
  ],
);

/**
 * Webhook deliveries seen: once by X-Shopify-Webhook-Id (Shopify retries) and once by what the signed body
 * delivered (content_key: resource type, id, version and body digest; issue 19), so a replay under a new
 * id or another topic inserts nothing. Each row is acted on by its queue job (`webhook.procesar`, enqueued in
 * the same statement); `processed_at` is set only after its handler succeeded (decision 057). Processed rows
 * are pruned after 30 days (webhooks/prune.ts).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    webhookId: text('webhook_id').primaryKey(),
    topic: text('topic').notNull(),
    contentKey: text('content_key').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_content_key_idx').on(t.contentKey),
    index('webhook_deliveries_processed_idx').on(t.processedAt).where(sql`processed_at IS NOT NULL`),
  ],
);

/**
 * Empaquetado in batches (issue 28): one row per collaboration of a batch, written with the batch's
 * queue jobs and finished by each job (ok with the order's number, or error with the Spanish message),
 * so the screen can tell what succeeded and what failed. The draft order itself keeps its own guarantee
 * (the envío claim, features/confirmacion).
 */
export const empaquetadoLoteItems = pgTable(
  'empaquetado_lote_items',
  {
    loteId: uuid('lote_id').notNull(),
    colaboracionId: uuid('colaboracion_id')
      .notNull()
      .references(() => colaboraciones.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    estado: text('estado', { enum: ['pendiente', 'ok', 'error'] }).notNull().default('pendiente'),
    mensaje: text('mensaje'),
    numeroPedido: integer('numero_pedido'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.loteId, t.colaboracionId] }),
    check('empaquetado_lote_items_estado_check', sql`estado IN ('pendiente', 'ok', 'error')`),
    index('empaquetado_lote_items_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The store side of a collaboration: its draft order, the order the creator placed, and the shipment.
 * One row per collaboration (unique), so a second draft for the same collaboration cannot be recorded.
 */
export const envios = pgTable(
  'envios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    colaboracionId: uuid('colaboracion_id')
      .notNull()
      .unique()
      .references(() => colaboraciones.id, { onDelete: 'cascade' }),
    draftOrderId: text('draft_order_id').unique(),
    draftOrderName: text('draft_order_name'),
    invoiceUrl: text('invoice_url'),
    orderId: text('order_id').unique(),
    orderName: text('order_name'),
    orderCompletedAt: timestamp('order_completed_at', { withTimezone: true }),
    // Where the order ships (city and state only, from the order webhook): Logística's destination,
    // truer than her profile's city (issue 16). No street, no name: nothing the screen does not show.
    destinoCiudad: text('destino_ciudad'),
    destinoEstado: text('destino_estado'),
    fulfillmentId: text('fulfillment_id'),
    trackingCompany: text('tracking_company'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** Shopify's displayFulfillmentStatus / latest event status, as received. */
    shipmentStatus: text('shipment_status'),
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    inTransitAt: timestamp('in_transit_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('envios_order_idx').on(t.orderId)],
);

/** Fulfillment events (IN_TRANSIT, OUT_FOR_DELIVERY, DELIVERED ...) for the logistics timeline. */
export const envioEventos = pgTable(
  'envio_eventos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    envioId: uuid('envio_id')
      .notNull()
      .references(() => envios.id, { onDelete: 'cascade' }),
    shopifyEventId: text('shopify_event_id').unique(),
    status: text('status').notNull(),
    message: text('message'),
    city: text('city'),
    province: text('province'),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('envio_eventos_envio_idx').on(t.envioId, t.happenedAt)],
);

/**
 * Creates made with a form's Idempotency-Key (decision 039): a repeated Guardar finds its key here and
 * gets the row the first one made, instead of a second row. One key per person and action; the request's
 * hash tells a true repeat from a reused key. Old keys are swept after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    actorId: text('actor_id').notNull(),
    scope: text('scope').notNull(),
    key: uuid('key').notNull(),
    requestHash: text('request_hash').notNull(),
    resourceId: text('resource_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.actorId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Background jobs and notices (issue 17; decisions 041, 042)
// ---------------------------------------------------------------------------------------------

export const TRABAJO_ESTADOS = ['pendiente', 'en_curso', 'hecho', 'fallido'] as const;

/**
 * The durable job queue (decision 041): a job is inserted in the transaction of the change that causes
 * it, and workers on every instance claim ready ones with FOR UPDATE SKIP LOCKED under a lease, so a
 * job killed mid-run is taken again when its lease ends. `clave` coalesces: at most one pending job per
 * key (a batch waiting for its hour), and such jobs are interchangeable. `periodo` is a scheduled job's
 * period (decision 057): one row per job type and period, whatever its state, so the instance that ticks
 * first enqueues it and every other instance's insert is a no-op.
 */
export const trabajos = pgTable(
  'trabajos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo: text('tipo').notNull(),
    clave: text('clave'),
    datos: jsonb('datos').$type<Record<string, unknown>>().notNull().default({}),
    estado: text('estado', { enum: TRABAJO_ESTADOS }).notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    maxIntentos: integer('max_intentos').notNull().default(12),
    ejecutarAt: timestamp('ejecutar_at', { withTimezone: true }).notNull().defaultNow(),
    bloqueadoHasta: timestamp('bloqueado_hasta', { withTimezone: true }),
    ultimoError: text('ultimo_error'),
    periodo: timestamp('periodo', { withTimezone: true }),
    createdAt: createdAt(),
    terminadoAt: timestamp('terminado_at', { withTimezone: true }),
  },
  (t) => [
    check('trabajos_estado_check', inList('estado', TRABAJO_ESTADOS)),
    check('trabajos_intentos_check', sql`intentos >= 0 AND max_intentos > 0`),
    uniqueIndex('trabajos_clave_pendiente_idx').on(t.clave).where(sql`clave IS NOT NULL AND estado = 'pendiente'`),
    uniqueIndex('trabajos_periodo_idx').on(t.tipo, t.periodo).where(sql`periodo IS NOT NULL`),
    index('trabajos_listos_idx').on(t.ejecutarAt).where(sql`estado = 'pendiente'`),
    index('trabajos_en_curso_idx').on(t.bloqueadoHasta).where(sql`estado = 'en_curso'`),
    index('trabajos_terminados_idx').on(t.terminadoAt).where(sql`estado IN ('hecho', 'fallido')`),
  ],
);

export const CORREO_ESTADOS = ['no', 'pendiente', 'en_cola', 'enviado', 'archivado'] as const;

/**
 * A notice to one person (decision 043): her inbox row, and the state of its email. `clave` names the
 * event (the collaboration and step), so one event reaches a person once however often, and from however
 * many instances, it is reported: the unique index decides.
 */
export const avisos = pgTable(
  'avisos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: text('usuario_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    clave: text('clave').notNull(),
    titulo: text('titulo').notNull(),
    cuerpo: text('cuerpo').notNull(),
    enlace: text('enlace').notNull(),
    datos: jsonb('datos').$type<Record<string, unknown>>().notNull().default({}),
    leidoAt: timestamp('leido_at', { withTimezone: true }),
    correo: text('correo', { enum: CORREO_ESTADOS }).notNull().default('pendiente'),
    correoTrabajoId: uuid('correo_trabajo_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('avisos_correo_check', inList('correo', CORREO_ESTADOS)),
    check('avisos_tipo_check', inList('tipo', AVISO_TIPOS)),
    uniqueIndex('avisos_usuario_clave_idx').on(t.usuarioId, t.clave),
    index('avisos_usuario_recientes_idx').on(t.usuarioId, t.createdAt, t.id),
    index('avisos_no_leidos_idx').on(t.usuarioId).where(sql`leido_at IS NULL`),
    index('avisos_correo_pendiente_idx').on(t.usuarioId, t.tipo).where(sql`correo = 'pendiente'`),
  ],
);

/** Email categories a person turned off (a row per category off; none: every email is sent). */
export const preferenciasCorreo = pgTable(
  'preferencias_correo',
  {
    usuarioId: text('usuario_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    categoria: text('categoria').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.categoria] }), check('preferencias_correo_categoria_check', inList('categoria', CATEGORIAS_OPCIONALES))],
);

// ---------------------------------------------------------------------------------------------
// Usage rights (issue 18 item 4; decision 050)
// ---------------------------------------------------------------------------------------------

/** The brand's usage terms, one row per version; the newest is the current one. */
export const terminosUso = pgTable(
  'terminos_uso',
  {
    version: integer('version').primaryKey().generatedAlwaysAsIdentity(),
    canales: text('canales').array().notNull(),
    // null: perpetual.
    duracionMeses: integer('duracion_meses'),
    texto: text('texto').notNull(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  () => [
    check('terminos_uso_canales_check', sql.raw(`cardinality(canales) >= 1 AND canales <@ ARRAY[${CANALES.map((c) => `'${c}'`).join(', ')}]::text[]`)),
    check('terminos_uso_duracion_check', sql`duracion_meses IS NULL OR duracion_meses > 0`),
    check('terminos_uso_texto_check', sql`char_length(texto) BETWEEN 1 AND 4000`),
  ],
);

/** Her acceptance of one version for one collaboration: who, when. Sending again accepts the then current version. */
export const aceptacionesTerminos = pgTable(
  'aceptaciones_terminos',
  {
    colaboracionId: uuid('colaboracion_id')
      .notNull()
      .references(() => colaboraciones.id, { onDelete: 'cascade' }),
    version: integer('version')
      .notNull()
      .references(() => terminosUso.version, { onDelete: 'restrict' }),
    usuarioId: text('usuario_id').references(() => profiles.id, { onDelete: 'set null' }),
    aceptadoAt: timestamp('aceptado_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.colaboracionId, t.version] })],
);

// ---------------------------------------------------------------------------------------------
// Sales attribution (issue 27, decision 063): her code in the store, the orders carrying it, an
// append-only ledger of what they brought, her commissions and the payouts that cover them.
// ---------------------------------------------------------------------------------------------

const CODIGO_ESTADO_VALUES = ['creando', 'activo', 'inactivo', 'eliminado_en_tienda', 'cambiado_en_tienda', 'reemplazado', 'error'] as const;
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A creator's discount code. Never deleted: a sale keeps pointing at the code that made it. Her name is
 * copied so a deleted creator's codes and sales still read with it (colaboradora_id then goes NULL).
 */
export const ventasCodigos = pgTable(
  'ventas_codigos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    colaboradoraId: uuid('colaboradora_id').references(() => colaboradoras.id, { onDelete: 'set null' }),
    colaboradoraNombre: text('colaboradora_nombre').notNull(),
    /** Chosen by the job (the next free one in the store); NULL until then. */
    codigo: text('codigo'),
    /** The store's DiscountCodeNode id (gid). */
    discountId: text('discount_id').unique(),
    estado: text('estado', { enum: CODIGO_ESTADO_VALUES }).notNull().default('creando'),
    descuentoPorcentaje: integer('descuento_porcentaje').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ventas_codigos_estado_check', inList('estado', CODIGO_ESTADO_VALUES)),
    check('ventas_codigos_descuento_check', sql`descuento_porcentaje BETWEEN 1 AND 99`),
    check('ventas_codigos_codigo_check', sql`codigo IS NULL OR codigo ~ '^[A-Z0-9]{2,40}$'`),
    // The store treats codes case-insensitively; ours are upper case already.
    uniqueIndex('ventas_codigos_codigo_idx').on(t.codigo).where(sql`codigo IS NOT NULL`),
    // One current code per creator: a regenerate marks the old one reemplazado first.
    uniqueIndex('ventas_codigos_actual_idx').on(t.colaboradoraId).where(sql`colaboradora_id IS NOT NULL AND estado NOT IN ('reemplazado', 'error')`),
  ],
);

/** One attributed order: ONE row per store order (the unique order id decides between replays and instances). */
export const ventas = pgTable(
  'ventas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id').notNull().unique(),
    orderName: text('order_name').notNull(),
    codigoId: uuid('codigo_id')
      .notNull()
      .references(() => ventasCodigos.id, { onDelete: 'restrict' }),
    codigo: text('codigo').notNull(),
    colaboradoraId: uuid('colaboradora_id').references(() => colaboradoras.id, { onDelete: 'set null' }),
    colaboradoraNombre: text('colaboradora_nombre').notNull(),
    /** When the order was placed in the store (processed_at, else created_at). */
    ocurridaAt: timestamp('ocurrida_at', { withTimezone: true }).notNull(),
    /** When it was paid; NULL while pending (no revenue row yet). */
    pagadaAt: timestamp('pagada_at', { withTimezone: true }),
    canceladaAt: timestamp('cancelada_at', { withTimezone: true }),
    moneda: text('moneda').notNull(),
    /** Subtotal after discounts (no shipping, no taxes), as ordered. */
    subtotalCents: cents('subtotal_cents').notNull(),
    descuentoCents: cents('descuento_cents').notNull(),
    /** The only thing kept about the customer. */
    ciudad: text('ciudad'),
    /** The program's commission (basis points) and hold when the order arrived. */
    comisionBp: integer('comision_bp').notNull(),
    diasRetencion: integer('dias_retencion').notNull(),
    /**
     * The sum of the order's ledger rows (venta_movimientos), kept by the ledger's trigger in the inserting
     * transaction (decision 066): the figures read it instead of summing the ledger per sale.
     */
    netoCents: cents('neto_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('ventas_moneda_check', sql`moneda ~ '^[A-Z]{3}$'`),
    check('ventas_descuento_check', sql`descuento_cents >= 0`),
    check('ventas_comision_check', sql`comision_bp BETWEEN 0 AND 10000`),
    index('ventas_colaboradora_idx').on(t.colaboradoraId, t.ocurridaAt),
    index('ventas_codigo_idx').on(t.codigoId, t.ocurridaAt),
    index('ventas_ocurrida_idx').on(t.ocurridaAt),
  ],
);

/** A sale's line items: what was bought, and whether it was the product seeded to her. */
export const ventaProductos = pgTable(
  'venta_productos',
  {
    ventaId: uuid('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    lineItemId: text('line_item_id').notNull(),
    productoId: text('producto_id'),
    varianteId: text('variante_id'),
    titulo: text('titulo').notNull(),
    cantidad: integer('cantidad').notNull(),
    importeCents: cents('importe_cents').notNull(),
    sembrado: boolean('sembrado').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.ventaId, t.lineItemId] }), index('venta_productos_producto_idx').on(t.productoId)],
);

const MOVIMIENTO_TIPOS = ['venta', 'reembolso', 'cancelacion', 'ajuste'] as const;

/**
 * The sales ledger, append only (a trigger refuses UPDATE and DELETE): every peso of a sale's net has a
 * row with its source. Keyed by the store's order id, not the sale, so a refund that arrives before its
 * order's payment is kept and counted once the sale exists. Unique per source: a replay adds nothing.
 */
export const ventaMovimientos = pgTable(
  'venta_movimientos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id').notNull(),
    tipo: text('tipo', { enum: MOVIMIENTO_TIPOS }).notNull(),
    /** venta: the order id; reembolso: the refund id; cancelacion: the order id; ajuste: the refund it offsets. */
    fuenteId: text('fuente_id').notNull(),
    importeCents: cents('importe_cents').notNull(),
    moneda: text('moneda').notNull(),
    ocurridoAt: timestamp('ocurrido_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('venta_movimientos_tipo_check', inList('tipo', MOVIMIENTO_TIPOS)),
    check('venta_movimientos_moneda_check', sql`moneda ~ '^[A-Z]{3}$'`),
    uniqueIndex('venta_movimientos_fuente_idx').on(t.tipo, t.fuenteId),
    index('venta_movimientos_order_idx').on(t.orderId),
  ],
);

/** Her commission on each ledger row (append only): the sign follows the row; pendiente until disponible_at. */
export const ventaComisiones = pgTable(
  'venta_comisiones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    movimientoId: uuid('movimiento_id')
      .notNull()
      .unique()
      .references(() => ventaMovimientos.id, { onDelete: 'restrict' }),
    ventaId: uuid('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'restrict' }),
    colaboradoraId: uuid('colaboradora_id').references(() => colaboradoras.id, { onDelete: 'set null' }),
    importeCents: cents('importe_cents').notNull(),
    moneda: text('moneda').notNull(),
    disponibleAt: timestamp('disponible_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('venta_comisiones_colaboradora_idx').on(t.colaboradoraId, t.moneda), index('venta_comisiones_venta_idx').on(t.ventaId)],
);

/**
 * Paid sales per Mexico City month, code and currency (decision 066): orders, net revenue and discount,
 * kept by triggers on ventas and venta_movimientos in the same transaction as the rows they count, so a
 * year of Resultados reads twelve rows per code instead of every sale. Whole months come from here, the
 * partial months at a range's ends from ventas_diarias (decision 080). The creator is the code's.
 */
export const ventasMensuales = pgTable(
  'ventas_mensuales',
  {
    /** 'YYYY-MM' in Mexico City, of the order's placement (ventas.ocurrida_at). */
    mes: text('mes').notNull(),
    codigoId: uuid('codigo_id')
      .notNull()
      .references(() => ventasCodigos.id, { onDelete: 'restrict' }),
    moneda: text('moneda').notNull(),
    pedidos: integer('pedidos').notNull(),
    ingresoCents: cents('ingreso_cents').notNull(),
    descuentoCents: cents('descuento_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mes, t.codigoId, t.moneda] })],
);

/**
 * Per Mexico City month, store product and currency: the paid, not cancelled attributed orders that
 * carried it (decision 066), as Resultados' product table counts them (the product's lines, the seeded
 * part, the rest of those baskets). Kept by triggers on ventas and venta_productos, as is its daily twin
 * (decision 080); a creator's own product table reads her sales instead (a few hundred rows at most).
 */
export const ventasProductosMensuales = pgTable(
  'ventas_productos_mensuales',
  {
    mes: text('mes').notNull(),
    productoId: text('producto_id').notNull(),
    moneda: text('moneda').notNull(),
    pedidos: integer('pedidos').notNull(),
    ingresoCents: cents('ingreso_cents').notNull(),
    sembradoCents: cents('sembrado_cents').notNull(),
    restoCents: cents('resto_cents').notNull(),
    /** A line's title, for a product the store's mirror does not know. */
    titulo: text('titulo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mes, t.productoId, t.moneda] })],
);

/**
 * Paid sales per Mexico City day, code and currency (decision 080): what ventas_mensuales holds, one row per
 * day, kept by the same triggers. The partial months at a range's ends read these (or their month minus
 * the days outside the range, whichever is fewer days) instead of the sales.
 */
export const ventasDiarias = pgTable(
  'ventas_diarias',
  {
    /** The Mexico City day of the order's placement (ventas.ocurrida_at). */
    dia: date('dia', { mode: 'string' }).notNull(),
    codigoId: uuid('codigo_id')
      .notNull()
      .references(() => ventasCodigos.id, { onDelete: 'restrict' }),
    moneda: text('moneda').notNull(),
    pedidos: integer('pedidos').notNull(),
    ingresoCents: cents('ingreso_cents').notNull(),
    descuentoCents: cents('descuento_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.codigoId, t.moneda] })],
);

/** ventas_productos_mensuales per Mexico City day (decision 080), for the product table's partial months. */
export const ventasProductosDiarios = pgTable(
  'ventas_productos_diarios',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    productoId: text('producto_id').notNull(),
    moneda: text('moneda').notNull(),
    pedidos: integer('pedidos').notNull(),
    ingresoCents: cents('ingreso_cents').notNull(),
    sembradoCents: cents('sembrado_cents').notNull(),
    restoCents: cents('resto_cents').notNull(),
    titulo: text('titulo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.productoId, t.moneda] })],
);

/** A payout an admin recorded (SPEI folio …): it covers the commission rows linked to it. */
export const ventasPagos = pgTable(
  'ventas_pagos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    colaboradoraId: uuid('colaboradora_id').references(() => colaboradoras.id, { onDelete: 'set null' }),
    colaboradoraNombre: text('colaboradora_nombre').notNull(),
    moneda: text('moneda').notNull(),
    montoCents: cents('monto_cents').notNull(),
    fecha: text('fecha').notNull(),
    referencia: text('referencia').notNull(),
    registradoPor: text('registrado_por').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ventas_pagos_monto_check', sql`monto_cents > 0`),
    check('ventas_pagos_fecha_check', sql`fecha ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    uniqueIndex('ventas_pagos_referencia_idx').on(t.colaboradoraId, t.referencia),
    index('ventas_pagos_colaboradora_idx').on(t.colaboradoraId, t.createdAt),
  ],
);

/** Which commission rows a payout covers; a row is covered at most once (the unique key decides races). */
export const ventaPagoComisiones = pgTable(
  'venta_pago_comisiones',
  {
    pagoId: uuid('pago_id')
      .notNull()
      .references(() => ventasPagos.id, { onDelete: 'restrict' }),
    comisionId: uuid('comision_id')
      .notNull()
      .primaryKey()
      .references(() => ventaComisiones.id, { onDelete: 'restrict' }),
  },
  (t) => [index('venta_pago_comisiones_pago_idx').on(t.pagoId)],
);

/** Her payout details (Mis ventas / Mi Perfil): the CLABE, checked with its check digit before it is saved. */
export const ventasDatosPago = pgTable(
  'ventas_datos_pago',
  {
    colaboradoraId: uuid('colaboradora_id')
      .primaryKey()
      .references(() => colaboradoras.id, { onDelete: 'cascade' }),
    clabe: text('clabe').notNull(),
    titular: text('titular').notNull(),
    updatedAt: updatedAt(),
  },
  () => [check('ventas_datos_pago_clabe_check', sql`clabe ~ '^[0-9]{18}$'`)],
);

// ---------------------------------------------------------------------------------------------
// Problems with a parcel and their replacements (issue 29, decision 071)
// ---------------------------------------------------------------------------------------------

/**
 * A problem she reported on her collaboration (it did not fit, it came damaged, it never came) and how
 * staff resolved it. A replacement is the row's second free draft order, linked to the first by the
 * collaboration's tag and its own (`reemplazo:<id>`): the envío row stays the first shipment's. One open
 * problem per collaboration (partial unique index): a second report while one is open is the same one.
 * Open problems pause the 7-day clock; a received replacement restarts it (domain/sin-entregar.ts).
 */
export const problemas = pgTable(
  'problemas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    colaboracionId: uuid('colaboracion_id')
      .notNull()
      .references(() => colaboraciones.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: PROBLEMA_TIPOS }).notNull(),
    medida: text('medida', { enum: PROBLEMA_MEDIDAS }),
    sentido: text('sentido', { enum: PROBLEMA_SENTIDOS }),
    tallaDeseada: text('talla_deseada'),
    nota: text('nota'),
    // The damage photo (storage://entregas/...), required for danado.
    foto: text('foto'),
    estado: text('estado', { enum: PROBLEMA_ESTADOS }).notNull().default('abierto'),
    // What she received (the first shipment's variant and size), kept for Medidas de Jeans' flags.
    variantId: text('variant_id'),
    talla: text('talla'),
    reportadoPor: text('reportado_por').references(() => profiles.id, { onDelete: 'set null' }),
    resueltoPor: text('resuelto_por').references(() => profiles.id, { onDelete: 'set null' }),
    resueltoAt: timestamp('resuelto_at', { withTimezone: true }),
    resolucionNota: text('resolucion_nota'),
    // The replacement (NULL: none chosen).
    reemplazoEstado: text('reemplazo_estado', { enum: REEMPLAZO_ESTADOS }),
    reemplazoVariantId: text('reemplazo_variant_id'),
    reemplazoTitulo: text('reemplazo_titulo'),
    reemplazoTalla: text('reemplazo_talla'),
    draftOrderId: text('draft_order_id').unique(),
    draftOrderName: text('draft_order_name'),
    invoiceUrl: text('invoice_url'),
    orderId: text('order_id').unique(),
    orderName: text('order_name'),
    orderAt: timestamp('order_at', { withTimezone: true }),
    recibidoAt: timestamp('recibido_at', { withTimezone: true }),
    reemplazoError: text('reemplazo_error'),
    // What the replacement cost the brand (unit cost + shipping), in one currency; NULL when unknown.
    costoUnitario: numeric('costo_unitario', { precision: 12, scale: 2 }),
    costoEnvio: numeric('costo_envio', { precision: 12, scale: 2 }),
    costoMoneda: text('costo_moneda'),
    // The old piece must come back (return instructions shown); staff mark it returned.
    devolver: boolean('devolver').notNull().default(false),
    devueltoAt: timestamp('devuelto_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('problemas_tipo_check', inList('tipo', PROBLEMA_TIPOS)),
    check('problemas_estado_check', inList('estado', PROBLEMA_ESTADOS)),
    check('problemas_medida_check', sql.raw(`medida IS NULL OR ${inListSql('medida', PROBLEMA_MEDIDAS)}`)),
    check('problemas_sentido_check', sql.raw(`sentido IS NULL OR ${inListSql('sentido', PROBLEMA_SENTIDOS)}`)),
    check('problemas_reemplazo_estado_check', sql.raw(`reemplazo_estado IS NULL OR ${inListSql('reemplazo_estado', REEMPLAZO_ESTADOS)}`)),
    check('problemas_talla_medida_check', sql`tipo <> 'talla' OR medida IS NOT NULL`),
    check('problemas_danado_foto_check', sql`tipo <> 'danado' OR foto IS NOT NULL`),
    check('problemas_nota_check', sql.raw(`nota IS NULL OR char_length(nota) <= ${PROBLEMA_NOTA_MAX}`)),
    check('problemas_resolucion_nota_check', sql.raw(`resolucion_nota IS NULL OR char_length(resolucion_nota) <= ${PROBLEMA_NOTA_MAX}`)),
    check('problemas_costo_moneda_check', sql`costo_moneda IS NULL OR costo_moneda ~ '^[A-Z]{3}$'`),
    uniqueIndex('problemas_uno_abierto_idx').on(t.colaboracionId).where(sql`estado IN ('abierto', 'reemplazo')`),
    index('problemas_colaboracion_idx').on(t.colaboracionId, t.createdAt),
    index('problemas_estado_idx').on(t.estado, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Applications from /aplica (issue 29 item 4, decision 072).
// ---------------------------------------------------------------------------------------------

/**
 * The application's question sets as Configuración saved them (decision 079), append-only: the newest is
 * what /aplica asks; an older one is what a page opened before a change asks, and its answers are checked
 * against it. The version is the one the editor started from plus one, so two admins saving at once from
 * the same set collide on the primary key and the second is told to reload.
 */
export const aplicacionFormularios = pgTable(
  'aplicacion_formularios',
  {
    version: integer('version').primaryKey(),
    preguntas: jsonb('preguntas').$type<Pregunta[]>().notNull(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  () => [check('aplicacion_formularios_version_check', sql`version > 0`)],
);

/**
 * A creator's application. One pending application per address (the partial unique index): sending the
 * form again with the same email updates it. Accepting links the invitation the job made for her.
 */
export const aplicaciones = pgTable(
  'aplicaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    estado: text('estado').notNull().default('pendiente'),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    instagram: text('instagram'),
    seguidoresInstagram: integer('seguidores_instagram'),
    tiktok: text('tiktok'),
    seguidoresTiktok: integer('seguidores_tiktok'),
    // Null when Configuración hid or made optional the question (decision 079).
    ciudad: text('ciudad'),
    tallas: text('tallas'),
    porQue: text('por_que'),
    /** Every answer with its question as it read when she applied (decision 079): [{ id, etiqueta, tipo, valor }]. */
    respuestas: jsonb('respuestas').$type<RespuestaGuardada[]>().notNull().default([]),
    /** The question set her page loaded (aplicacion_formularios.version); null: the defaults. */
    formularioVersion: integer('formulario_version').references(() => aplicacionFormularios.version, { onDelete: 'set null' }),
    envios: integer('envios').notNull().default(1),
    consentimientoAt: timestamp('consentimiento_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    decididaAt: timestamp('decidida_at', { withTimezone: true }),
    decididaPor: text('decidida_por').references(() => profiles.id, { onDelete: 'set null' }),
    mensaje: text('mensaje'),
    invitacionId: uuid('invitacion_id').references(() => invitaciones.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('aplicaciones_estado_check', sql`estado IN ('pendiente', 'aceptada', 'rechazada')`),
    check('aplicaciones_decidida_check', sql`(estado = 'pendiente') = (decidida_at IS NULL)`),
    check('aplicaciones_textos_check', sql`char_length(nombre) <= 120 AND char_length(email) <= 254 AND char_length(ciudad) <= 120 AND char_length(tallas) <= 200 AND char_length(por_que) <= 2000 AND (mensaje IS NULL OR char_length(mensaje) <= 1000)`),
    check('aplicaciones_seguidores_check', sql`coalesce(seguidores_instagram, 0) >= 0 AND coalesce(seguidores_tiktok, 0) >= 0`),
    uniqueIndex('aplicaciones_pendiente_email_idx').on(t.email).where(sql`estado = 'pendiente'`),
    index('aplicaciones_estado_idx').on(t.estado, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Ad authorizations on a collaboration's usage record (issue 30 item 4, decision 073).
// ---------------------------------------------------------------------------------------------

export const autorizacionesAnuncio = pgTable(
  'autorizaciones_anuncio',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    colaboracionId: uuid('colaboracion_id')
      .notNull()
      .references(() => colaboraciones.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    codigo: text('codigo'),
    /** 'YYYY-MM-DD', Mexico City's calendar. */
    otorgadaEl: text('otorgada_el').notNull(),
    dias: integer('dias').notNull(),
    registradaPor: text('registrada_por').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('autorizaciones_anuncio_tipo_check', sql`tipo IN ('spark', 'meta')`),
    check('autorizaciones_anuncio_codigo_check', sql`(tipo = 'spark') = (codigo IS NOT NULL) AND (codigo IS NULL OR char_length(codigo) BETWEEN 1 AND 200)`),
    check('autorizaciones_anuncio_dias_check', sql`dias BETWEEN 7 AND 365`),
    check('autorizaciones_anuncio_fecha_check', sql`otorgada_el ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    uniqueIndex('autorizaciones_anuncio_codigo_idx').on(t.colaboracionId, t.codigo).where(sql`codigo IS NOT NULL`),
    index('autorizaciones_anuncio_colaboracion_idx').on(t.colaboracionId),
  ],
);
