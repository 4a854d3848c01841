import type { Logger } from 'pino';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Storage } from '../storage';
import type { ReadCache } from './read-cache';
import type { Role } from '../../shared/domain/roles';

/** Who is making the request, resolved once per request by the actor middleware. */
export interface Actor {
  userId: string;
  email: string;
  fullName: string;
  /** null: signed in, waiting for an admin to assign a role. */
  role: Role | null;
  /**
   * Her colaboradoras.id (what colaboraciones.colaboradora_id holds), read with the role in the same
   * statement: set for a colaboradora with a creator row, null for everyone else.
   */
  colaboradoraId: string | null;
}

export interface AppVariables {
  /** X-Request-Id of this request (http/response-headers.ts), in its log line and error reports. */
  requestId: string;
  config: Config;
  db: Db;
  auth: Auth;
  logger: Logger;
  actor: Actor | null;
  /** Uploaded files (disk or S3), read through signed URLs. */
  storage: Storage;
  /** Hot shared reads, cleared by every write on this instance (http/read-cache.ts). */
  readCache: ReadCache;
}

export type AppEnv = { Variables: AppVariables };
