import { createOnce } from '../../domain/idempotency';
import { colaboraciones } from '../../db/schema';
import { recordCreation, transition, type TransitionActor } from '../../domain/transition';
import type { Actor } from '../../http/env';
import { AppError } from '../../app-error';
import type { ServiceContext } from '../../http/service-context';
import { fileUrls, parseStorageRef } from '../../storage/file-refs';
import { thumbnailKey } from '../../storage/paths';
import type { Bucket } from '../../storage/storage';
import type { Estado } from '../../../shared/domain/estado';
import type {
  Colaboracion,
  ColaboracionCreateInput,
  ColaboracionListQuery,
  ColaboracionListResponse,
  ColaboracionUpdateInput,
} from '../../../shared/schemas/colaboracion';
import {
  countColaboracionTabs,
  deleteColaboraciones,
  deliveryFileKeys,
  findColaboracionRow,
  imagenInUse,
  listColaboracionRows,
  lockColaboraciones,
  type ColaboracionRow,
} from './colaboraciones.queries';
import { withConstraintErrors } from './constraint-errors';

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'secret'>;
type FileCtx = Ctx & Pick<ServiceContext, 'storage' | 'logger'>;

const notFound = () => new AppError('COLABORACION_NOT_FOUND');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only admins reach these routes (policy colaboraciones:manage); the history records them as such. */
function historyActor(actor: Actor): TransitionActor {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  return { userId: actor.userId, role: 'admin' };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toColaboracion(row: ColaboracionRow, appSecret: string, now: number): Colaboracion {
  const urls = fileUrls(appSecret, row.imagen, now);
  return {
    ...row,
    imagenUrl: urls.url,
    thumbUrl: urls.thumbUrl,
    fechaInicio: iso(row.fechaInicio),
    fechaFin: iso(row.fechaFin),
    lastSyncAt: iso(row.lastSyncAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A collaboration image we stored: bucket entregas under colaboraciones/ (never another person's file). */
function uploadedImage(imagen: string | null): { bucket: Bucket; key: string } | null {
  const ref = parseStorageRef(imagen);
  return ref && ref.bucket === 'entregas' && ref.key.startsWith('colaboraciones/') ? ref : null;
}

/** A storage reference in the form must point at an uploaded collaboration image, nothing else of ours. */
function assertImagenAllowed(imagen: string | null): void {
  if (imagen?.startsWith('storage:') && !uploadedImage(imagen)) {
    throw new AppError('URL_INVALID');
  }
}

function formFields(input: ColaboracionCreateInput | ColaboracionUpdateInput) {
  const { titulo, producto, tipo, color, talla, marca, imagen, pedidoUrl, cintura, cadera, largo, numeroPedido } = input;
  return { titulo, producto, tipo, color, talla, marca, imagen, pedidoUrl, cintura, cadera, largo, numeroPedido };
}

/**
 * A page of one tab, with every tab's count. The counts scan the whole table (about 4 ms over 10,000
 * collaborations) and are the same for every staff member, so they come from the read cache (decision
 * 026: at most 2 s old, cleared by any write on this instance); the page itself is always read fresh.
 */
export async function listColaboraciones(
  { db, secret, cache }: Pick<ServiceContext, 'db' | 'secret' | 'cache'>,
  input: ColaboracionListQuery,
): Promise<ColaboracionListResponse> {
  const [rows, counts] = await Promise.all([
    listColaboracionRows(db, input),
    cache.read(`colaboraciones:tabs:${input.q ?? ''}`, () => countColaboracionTabs(db, input.q)),
  ]);
  const now = Date.now();
  return {
    items: rows.map((r) => toColaboracion(r, secret, now)),
    total: counts[input.estado],
    page: input.page,
    pageSize: input.pageSize,
    counts,
  };
}

export async function getColaboracion({ db, secret }: Pick<ServiceContext, 'db' | 'secret'>, id: string): Promise<Colaboracion> {
  if (!UUID.test(id)) throw notFound();
  const row = await findColaboracionRow(db, id);
  if (!row) throw notFound();
  return toColaboracion(row, secret, Date.now());
}

/** Nueva: unassigned, in one of the six offered states, with its first history row. */
/**
 * Nueva. With the form's idempotency key (decision 039) a repeated Guardar (a double tap, a retry after a
 * lost answer) returns the collaboration the first one made instead of a second, identical row.
 */
export async function createColaboracion(ctx: Ctx, input: ColaboracionCreateInput, idempotencyKey?: string): Promise<Colaboracion> {
  const { db, actor } = ctx;
  const by = historyActor(actor);
  assertImagenAllowed(input.imagen);
  const id = await withConstraintErrors(() =>
    db.transaction(async (tx) => {
      const insert = async () => {
        const [row] = await tx
          .insert(colaboraciones)
          .values({ ...formFields(input), estado: input.estado, colaboradoraId: null })
          .returning({ id: colaboraciones.id });
        if (!row) throw new Error('insert returned no row');
        await recordCreation(tx, row.id, input.estado, by);
        return row.id;
      };
      if (!idempotencyKey) return insert();
      const result = await createOnce(tx, { actorId: actor.userId, scope: 'colaboracion.create', key: idempotencyKey, input }, insert);
      return result.id;
    }),
  );
  return getColaboracion(ctx, id);
}

/**
 * Edit: the form's fields and the state in one UPDATE through the state machine's override, so a state
 * change gets its history row in the same transaction. A replaced uploaded image is removed afterwards.
 */
export async function updateColaboracion(ctx: FileCtx, input: ColaboracionUpdateInput & { id: string }): Promise<Colaboracion> {
  const { db, actor } = ctx;
  if (!UUID.test(input.id)) throw notFound();
  const by = historyActor(actor);
  assertImagenAllowed(input.imagen);
  const orphan = await withConstraintErrors(() =>
    db.transaction(async (tx) => {
      const [before] = await lockColaboraciones(tx, [input.id]);
      if (!before) throw notFound();
      await transition(tx, { colaboracionId: input.id, name: 'override', to: input.estado, actor: by, set: formFields(input) });
      const old = before.imagen !== input.imagen ? uploadedImage(before.imagen) : null;
      return old && !(await imagenInUse(tx, before.imagen!)) ? old : null;
    }),
  );
  if (orphan) await deleteFiles(ctx, orphan.bucket, [orphan.key, thumbnailKey(orphan.key)]);
  return getColaboracion(ctx, input.id);
}

/**
 * Deletes collaborations (their deliveries, history and shipment rows go with them by cascade) and then
 * their files: the deliveries' files and uploaded images nobody else shows. Files go only after the
 * commit; a file that fails to go is logged and left, never a half-deleted row.
 */
export async function deleteColaboracionesById(ctx: FileCtx, input: { ids: string[] }): Promise<number> {
  const { db, actor } = ctx;
  historyActor(actor);
  const ids = [...new Set(input.ids.filter((id) => UUID.test(id)))];
  if (ids.length === 0) return 0;
  const { deleted, keys } = await withConstraintErrors(() =>
    db.transaction(async (tx) => {
      const rows = await lockColaboraciones(tx, ids);
      if (rows.length === 0) return { deleted: 0, keys: [] as string[] };
      const found = rows.map((r) => r.id);
      const keys = await deliveryFileKeys(tx, found);
      const deletedCount = await deleteColaboraciones(tx, found);
      for (const imagen of new Set(rows.map((r) => r.imagen))) {
        const ref = uploadedImage(imagen);
        if (ref && !(await imagenInUse(tx, imagen!))) keys.push(ref.key, thumbnailKey(ref.key));
      }
      return { deleted: deletedCount, keys };
    }),
  );
  await deleteFiles(ctx, 'entregas', keys);
  return deleted;
}

export async function deleteColaboracion(ctx: FileCtx, id: string): Promise<void> {
  const deleted = await deleteColaboracionesById(ctx, { ids: [id] });
  if (deleted === 0) throw notFound();
}

/** Bulk state change: every row through the override with its history row, all in one transaction. */
export async function setEstadoBulk({ db, actor }: Ctx, input: { ids: string[]; estado: Estado }): Promise<number> {
  const by = historyActor(actor);
  const ids = [...new Set(input.ids)];
  return withConstraintErrors(() =>
    db.transaction(async (tx) => {
      const rows = await lockColaboraciones(tx, ids);
      for (const row of rows) {
        await transition(tx, { colaboracionId: row.id, name: 'override', to: input.estado, actor: by });
      }
      return rows.length;
    }),
  );
}

async function deleteFiles({ storage, logger }: Pick<ServiceContext, 'storage' | 'logger'>, bucket: Bucket, keys: string[]): Promise<void> {
  // A few at a time: a bulk delete of hundreds of collaborations must not open thousands of requests.
  for (let i = 0; i < keys.length; i += 8) {
    const batch = keys.slice(i, i + 8);
    const results = await Promise.allSettled(batch.map((key) => storage.delete(bucket, key)));
    results.forEach((r, j) => {
      if (r.status === 'rejected') logger.error({ err: r.reason, bucket, key: batch[j] }, 'could not delete a stored file');
    });
  }
}
