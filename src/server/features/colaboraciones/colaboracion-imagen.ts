import { AppError } from '../../http/errors';
import type { Storage } from '../../storage';
import { toStorageRef, fileUrls } from '../../storage/file-refs';
import { storeImage } from '../../storage/image-upload';
import { ImageRejectedError } from '../../storage/images';
import { collaborationImageKey } from '../../storage/paths';
import { LIMITS } from '../../../shared/domain/limits';

// Room for the multipart envelope (boundaries, part headers) around a 5 MB image.
const ENVELOPE_BYTES = 64 * 1024;
const MAX_BODY_BYTES = LIMITS.imageMaxBytes + ENVELOPE_BYTES;

const tooLarge = () => new AppError('IMAGE_TOO_LARGE', 413);
const invalid = () => new AppError('INVALID_IMAGE', 400);

/**
 * Reads a multipart body of at most MAX_BODY_BYTES: refused from Content-Length when it says more, and
 * cut off while streaming when it does not, so an oversized upload is never held in memory whole.
 */
async function readCappedBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) throw invalid();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The `file` field of a multipart/form-data request, within the image size limit. */
export async function readImageField(request: Request): Promise<Buffer> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw invalid();
  const body = await readCappedBody(request);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalid();
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw invalid();
  if (file.size > LIMITS.imageMaxBytes) throw tooLarge();
  return Buffer.from(await file.arrayBuffer());
}

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
  try {
    const stored = await storeImage(storage, 'entregas', bytes, (ext) => collaborationImageKey(ext));
    const imagen = toStorageRef({ bucket: stored.bucket, key: stored.key });
    const urls = fileUrls(appSecret, imagen);
    return { imagen, imagenUrl: urls.url!, thumbUrl: urls.thumbUrl! };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error.code === 'IMAGE_TOO_LARGE' ? tooLarge() : invalid();
    throw error;
  }
}
