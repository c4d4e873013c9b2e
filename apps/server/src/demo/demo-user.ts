import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { configurationScreenshots, tradeScreenshots, users } from '../db/schema/index.ts';
import { hashPassword } from '../features/users/passwords.ts';
import type { MediaStore } from '../media/index.ts';
import { DEMO_USERNAME } from './demo-usage.ts';

export const DEMO_EMAIL = 'demo@example.com';

/** `demo` is taken by a real account: the demo never touches it. */
export class DemoUserTakenError extends Error {
  constructor() {
    super(
      `Un utilisateur « ${DEMO_USERNAME} » existe déjà et n'est pas un compte de démonstration : il n'a pas été modifié. ` +
        'Renommez ou supprimez ce compte pour charger la démo.',
    );
  }
}

/**
 * Replaces the demo account: the previous one (marked `is_demo`) is deleted with everything it owns — the
 * foreign keys cascade from the user — and a fresh one is created, in one transaction; the previous one's
 * screenshot files are removed afterwards. Returns the new account's id.
 */
export async function replaceDemoUser(
  db: Db,
  media: Pick<MediaStore, 'remove'>,
  password: string,
  warn: (message: string) => void,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  const { userId, oldFiles } = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, isDemo: users.isDemo })
      .from(users)
      .where(sql`lower(${users.username}) = ${DEMO_USERNAME}`)
      .for('update');
    if (existing !== undefined && !existing.isDemo) throw new DemoUserTakenError();
    const files: string[] = [];
    if (existing !== undefined) {
      for (const table of [tradeScreenshots, configurationScreenshots]) {
        const rows = await tx
          .select({ key: table.mediaKey, thumbnailKey: table.thumbnailKey })
          .from(table)
          .where(eq(table.userId, existing.id));
        files.push(...rows.flatMap((row) => [row.key, row.thumbnailKey]));
      }
      await tx.delete(users).where(eq(users.id, existing.id));
    }
    const [created] = await tx
      .insert(users)
      .values({ username: DEMO_USERNAME, email: DEMO_EMAIL, passwordHash, isDemo: true })
      .returning({ id: users.id });
    if (created === undefined) throw new Error('insert into users returned no row');
    return { userId: created.id, oldFiles: files };
  });
  if (oldFiles.length > 0) {
    await media.remove(oldFiles).catch((error: unknown) => {
      warn(`Des captures de l'ancienne démo n'ont pas pu être supprimées : ${String(error)}`);
    });
  }
  return userId;
}
