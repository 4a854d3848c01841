import type { Db } from '../db/client';
import { handleDiscountWebhook } from './codigos';
import { ordenDeWebhook, reembolsoDeWebhook, registrarOrden, registrarReembolso, type OrderTopic } from './ingesta';

/**
 * Sales attribution's webhook handlers (issue 27 item 2): pure functions of the database and the payload,
 * so the job queue's per-topic registry can call them as they are. Each is idempotent: run it twice, or
 * on two instances, and the ledger holds one row per source.
 */
export async function handleOrderWebhook(db: Db, topic: OrderTopic, payload: unknown): Promise<void> {
  await registrarOrden(db, ordenDeWebhook(topic, payload));
}

export async function handleRefundWebhook(db: Db, payload: unknown): Promise<void> {
  await registrarReembolso(db, reembolsoDeWebhook(payload));
}

export { handleDiscountWebhook };
