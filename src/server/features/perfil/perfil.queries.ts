import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colaboradoras, profiles } from '../../db/schema';

/** Her own creator row and email, by the signed-in user's id: a creator reads only herself. */
export async function findOwnProfile(db: Db, userId: string) {
  const [row] = await db
    .select({ colaboradora: colaboradoras, email: profiles.email })
    .from(colaboradoras)
    .innerJoin(profiles, eq(profiles.id, colaboradoras.userId))
    .where(eq(colaboradoras.userId, userId));
  return row;
}

export async function updateOwnProfile(db: Db, userId: string, values: Partial<typeof colaboradoras.$inferInsert>) {
  const [row] = await db.update(colaboradoras).set(values).where(eq(colaboradoras.userId, userId)).returning({ id: colaboradoras.id });
  return row;
}
