import { guiaTecnicaAvisos } from '../../shared/domain/guia-tecnica';
import type { Entrega } from '../../shared/schemas/entregas';
import type { entregas } from '../db/schema';
import { fileUrls } from '../storage/file-refs';
import { signFileUrl } from '../storage/signed-urls';

/**
 * One entrega row as the API answers it (shared/schemas/entregas.ts): files only as URLs signed for
 * 3600 s, and the Guía técnica warnings from the measures recorded at upload. Shared by the creator's
 * entregas and the staff review (features may not import each other); who may be given a row is the
 * calling feature's decision.
 */
export function presentEntrega(row: typeof entregas.$inferSelect, secret: string): Entrega {
  const urls = fileUrls(secret, row.imagenUrl);
  return {
    id: row.id,
    tipoContenido: row.tipoContenido,
    url: urls.url,
    // A video's poster is its thumbnail once the video job made it (issue 18); before, nothing to sign.
    thumbUrl: row.thumbKey ? urls.thumbUrl : null,
    // What a browser can play: the H.264 preview when the original's codec needs one, else the original.
    previewUrl: row.previewKey ? signFileUrl(secret, { bucket: 'entregas', key: row.previewKey }) : null,
    videoEstado: row.videoEstado,
    feedbackStatus: row.feedbackStatus,
    feedbackComentario: row.feedbackComentario,
    estado: row.estado,
    createdAt: row.createdAt.toISOString(),
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    avisos: guiaTecnicaAvisos({ tipoContenido: row.tipoContenido, width: row.width, height: row.height, durationMs: row.durationMs }),
  };
}
