import { AppError } from '../app-error';
import { LIMITS } from '../../shared/domain/limits';
import { isStorableText } from '../../shared/storable-text';
import { recordUploadBytes } from '../observability/metrics';
import { storeImage, type StoredImage } from './image-upload';
import { ImageRejectedError } from './images';
import type { Bucket, Storage } from './storage';

/**
 * An image upload as a request: the multipart `file` field within the 5 MB limit, and storing it with
 * the spec's messages ('La imagen debe ser menor a 5MB', 'Por favor selecciona un archivo de imagen
 * válido') for every feature that takes images (collaboration images, avatars, deliveries).
 */
// Room for the multipart envelope (boundaries, part headers) around a 5 MB image.
const ENVELOPE_BYTES = 64 * 1024;
const MAX_BODY_BYTES = LIMITS.imageMaxBytes + ENVELOPE_BYTES;

const tooLarge = () => new AppError('IMAGE_TOO_LARGE', 413);
const invalid = () => new AppError('INVALID_IMAGE', 400);

/**
 * Reads a multipart body of at most MAX_BODY_BYTES: refused from Content-Length when it says more, and
 * cut off while streaming when it does not, so an oversized upload is never held in memory whole.
 * What was read is counted on /metrics as image upload bytes, refused or not (decision 031).
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
      recordUploadBytes('image', size);
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  recordUploadBytes('image', size);
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * A multipart/form-data request within the image size limit: its text fields and its `file` field (null
 * when absent or empty), for forms whose photo is optional (a problem report, issue 29).
 */
export async function readImageForm(request: Request): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw invalid();
  const body = await readCappedBody(request);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalid();
  }
  // The streamed upload skips the app's text rule (http/storable-text.ts): its text fields get it here.
  for (const [name, value] of form) if (!isStorableText(name) || (typeof value === 'string' && !isStorableText(value))) throw new AppError('TEXT_NOT_STORABLE');
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && name !== 'file') fields[name] = value;
  const file = form.get('file');
  if (file === null || (typeof file !== 'string' && file.size === 0)) return { fields, file: null };
  if (typeof file === 'string') throw invalid();
  if (file.size > LIMITS.imageMaxBytes) throw tooLarge();
  return { fields, file: Buffer.from(await file.arrayBuffer()) };
}

/** The `file` field of a multipart/form-data request, within the image size limit. */
export async function readImageField(request: Request): Promise<Buffer> {
  const { file } = await readImageForm(request);
  if (!file) throw invalid();
  return file;
}

/** storeImage, with a rejected image answered as the spec's 400/413 instead of an internal error. */
export async function storeImageOrReject(
  storage: Storage,
  bucket: Bucket,
  bytes: Buffer,
  keyFor: (ext: string) => string,
): Promise<StoredImage> {
  try {
    return await storeImage(storage, bucket, bytes, keyFor);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error.code === 'IMAGE_TOO_LARGE' ? tooLarge() : invalid();
    throw error;
  }
}

/**
 * The OpenAPI request body of an image upload. A plain schema (not zod) on purpose: a zod schema would
 * make the route's validator buffer and parse the body before readImageField can cap it.
 */
export const IMAGE_UPLOAD_BODY = {
  content: {
    'multipart/form-data': {
      schema: { type: 'object' as const, properties: { file: { type: 'string' as const, format: 'binary' } }, required: ['file'] },
    },
  },
  required: true,
};
