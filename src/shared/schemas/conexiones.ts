import { z } from './zod';

/**
 * Issue 30's connections: the brand's Instagram professional account (Configuración) and her TikTok
 * (Mi Perfil). Secrets go in and never come back out.
 */
export const instagramInputSchema = z.object({
  appId: z.string().trim().max(100).optional().default(''),
  appSecret: z.string().trim().max(200).optional().default(''),
  accessToken: z.string().trim().max(1000).optional().default(''),
  igUserId: z.string().trim().max(40).optional().default(''),
});
export type InstagramInput = z.infer<typeof instagramInputSchema>;

export const instagramConexionSchema = z.object({
  username: z.string(),
  igUserId: z.string(),
  appId: z.string(),
  estado: z.enum(['activa', 'vencida']),
  /** When the long-lived token lapses (renewed about 7 days before). */
  tokenExpiresAt: z.string().nullable(),
  /** Rate limits hold the checks until then. */
  pausaHasta: z.string().nullable(),
  ultimoError: z.string().nullable(),
  /** The mentions webhook's address and its verify token, for Meta's app dashboard. */
  webhookUrl: z.string(),
  webhookVerifyToken: z.string(),
});
export const instagramStatusSchema = z.object({ instagram: instagramConexionSchema.nullable() });
export type InstagramStatus = z.infer<typeof instagramStatusSchema>;

export const tiktokStatusSchema = z.object({
  /** This server has a TikTok app configured. */
  disponible: z.boolean(),
  conexion: z
    .object({
      username: z.string().nullable(),
      estado: z.enum(['activa', 'vencida']),
      conectadaAt: z.string(),
    })
    .nullable(),
});
export type TikTokStatus = z.infer<typeof tiktokStatusSchema>;

export const tiktokAutorizarSchema = z.object({ url: z.string() });

/** Her collaboration's search state: the code to use and what the last check said. */
export const busquedaSchema = z.object({
  codigo: z.string(),
  revisadaAt: z.string().nullable(),
  aviso: z.string().nullable(),
});
