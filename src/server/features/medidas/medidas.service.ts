import { AppError } from '../../app-error';
import type { ServiceContext } from '../../http/service-context';
import { fileUrls } from '../../storage/file-refs';
import type { MedidasInput, MedidasRow } from '../../../shared/schemas/colaboracion';
import { listMissingMedidas, marcasMissingMedidas, updateMedidas } from './medidas.queries';

type Ctx = Pick<ServiceContext, 'db' | 'secret'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const collator = new Intl.Collator('es-MX', { sensitivity: 'base' });

type DbRow = NonNullable<Awaited<ReturnType<typeof updateMedidas>>>;

function toRow({ imagen, ...row }: DbRow, appSecret: string, now: number): MedidasRow {
  return { ...row, thumbUrl: fileUrls(appSecret, imagen, now).thumbUrl };
}

const isComplete = (r: Pick<MedidasRow, 'cintura' | 'cadera' | 'largo'>) => r.cintura !== null && r.cadera !== null && r.largo !== null;

/** Collaborations missing any of cintura, cadera or largo, newest first, and the brands among them. */
export async function listMedidas({ db, secret }: Ctx, input: { q?: string | undefined; marca?: string | undefined }) {
  const [rows, marcas] = await Promise.all([listMissingMedidas(db, input), marcasMissingMedidas(db)]);
  const now = Date.now();
  return { items: rows.map((r) => toRow(r, secret, now)), marcas: marcas.sort(collator.compare) };
}

/** Tienda and admin set the three measurements; the row leaves the list once all three are there. */
export async function setMedidas({ db, secret }: Ctx, input: Partial<MedidasInput> & { id: string }) {
  const { id, ...medidas } = input;
  const row = UUID.test(id) ? await updateMedidas(db, id, medidas) : undefined;
  if (!row) throw new AppError('COLABORACION_NOT_FOUND');
  const item = toRow(row, secret, Date.now());
  return { item, completa: isComplete(item) };
}
