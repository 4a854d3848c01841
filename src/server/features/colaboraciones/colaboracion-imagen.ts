import type { Storage } from '../../storage';
import { toStorageRef, fileUrls } from '../../storage/file-refs';
import { storeImageOrReject } from '../../storage/image-request';
import { collaborationImageKey } from '../../storage/paths';

/** Stores a collaboration image (bucket entregas) with its thumbnail; answers the form's reference. */
export async function uploadColaboracionImagen({
  storage,
  appSecret,
  bytes,
}: {
  storage: Storage;
  appSecret: string;
  bytes: Buffer;
}): Promise<{ imagen: string; imagenUrl: string; thumbUrl: string }> {
  const stored = await storeImageOrReject(storage, 'entregas', bytes, (ext) => collaborationImageKey(ext));
  const imagen = toStorageRef({ bucket: stored.bucket, key: stored.key });
  const urls = fileUrls(appSecret, imagen);
  return { imagen, imagenUrl: urls.url!, thumbUrl: urls.thumbUrl! };
}
