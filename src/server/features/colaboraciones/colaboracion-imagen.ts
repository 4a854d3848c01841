import type { ServiceContext } from '../../http/service-context';
import { toStorageRef, fileUrls } from '../../storage/file-refs';
import { storeImageOrReject } from '../../storage/image-request';
import { collaborationImageKey } from '../../storage/paths';

/** Stores a collaboration image (bucket entregas) with its thumbnail; answers the form's reference. */
export async function uploadColaboracionImagen(
  { storage, secret }: Pick<ServiceContext, 'storage' | 'secret'>,
  bytes: Buffer,
): Promise<{ imagen: string; imagenUrl: string; thumbUrl: string }> {
  const stored = await storeImageOrReject(storage, 'entregas', bytes, (ext) => collaborationImageKey(ext));
  const imagen = toStorageRef({ bucket: stored.bucket, key: stored.key });
  const urls = fileUrls(secret, imagen);
  return { imagen, imagenUrl: urls.url!, thumbUrl: urls.thumbUrl! };
}
