import { profileCompleteness, type Perfil, type PerfilInput } from '../../../shared/schemas/perfil';
import type { colaboradoras } from '../../db/schema';
import { AppError } from '../../app-error';
import type { ServiceContext } from '../../http/service-context';
import { fileUrls, parseStorageRef, toStorageRef } from '../../storage/file-refs';
import { storeImageOrReject } from '../../storage/image-request';
import { profileFileKey, thumbnailKey } from '../../storage/paths';
import { findOwnProfile, updateOwnProfile } from './perfil.queries';

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'secret'>;

function present(row: typeof colaboradoras.$inferSelect, email: string, secret: string): Perfil {
  return {
    id: row.id,
    email,
    nombre: row.nombre,
    apellidos: row.apellidos,
    edad: row.edad,
    ciudad: row.ciudad,
    estado: row.estado,
    instagram: row.instagram,
    equipo: row.equipo,
    categoria: row.categoria,
    bio: row.bio,
    cintura: row.cintura,
    cadera: row.cadera,
    talla: row.talla,
    // The avatar is small: the thumbnail serves the screen.
    avatarUrl: fileUrls(secret, row.avatarUrl).thumbUrl,
    completitud: profileCompleteness({ ...row, avatar_url: row.avatarUrl }),
  };
}

export async function getPerfil({ db, actor, secret }: Ctx): Promise<Perfil> {
  const row = await findOwnProfile(db, actor.userId);
  if (!row) throw new AppError('PROFILE_NOT_FOUND');
  return present(row.colaboradora, row.email, secret);
}

export async function updatePerfil(deps: Ctx, input: PerfilInput): Promise<Perfil> {
  const updated = await updateOwnProfile(deps.db, deps.actor.userId, input);
  if (!updated) throw new AppError('PROFILE_NOT_FOUND');
  return getPerfil(deps);
}

/**
 * Avatar upload (spec §7: bucket colaboradoras, {userId}/{kind}_{timestamp}.{ext}, upsert): the new file
 * is stored first, the row points at it, then the previous file and its thumbnail are removed.
 */
export async function uploadAvatar(deps: Ctx & Pick<ServiceContext, 'storage'>, bytes: Buffer): Promise<Perfil> {
  const before = await findOwnProfile(deps.db, deps.actor.userId);
  if (!before) throw new AppError('PROFILE_NOT_FOUND');
  const stored = await storeImageOrReject(deps.storage, 'colaboradoras', bytes, (ext) => profileFileKey(deps.actor.userId, 'avatar', ext));
  try {
    await updateOwnProfile(deps.db, deps.actor.userId, { avatarUrl: toStorageRef({ bucket: 'colaboradoras', key: stored.key }) });
  } catch (error) {
    await Promise.allSettled([deps.storage.delete('colaboradoras', stored.key), deps.storage.delete('colaboradoras', stored.thumbKey)]);
    throw error;
  }
  const previous = parseStorageRef(before.colaboradora.avatarUrl);
  if (previous && previous.key !== stored.key) {
    await Promise.allSettled([deps.storage.delete(previous.bucket, previous.key), deps.storage.delete(previous.bucket, thumbnailKey(previous.key))]);
  }
  return getPerfil(deps);
}
