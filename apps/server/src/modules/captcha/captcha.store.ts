import type { Generated, Kysely } from 'kysely';

export interface CaptchaChallengeTable {
  id: string;
  /** Where the piece's left edge belongs, in background pixels. Never leaves the server. */
  answer_x: number;
  expires_at: Date;
  attempts: Generated<number>;
  /** SHA-256 (hex) of the pass token; the token itself is only ever in the client's hands. */
  solved_token_hash: string | null;
  token_expires_at: Date | null;
  consumed_at: Date | null;
  created_at: Generated<Date>;
}

export interface CaptchaTables {
  captcha_challenge: CaptchaChallengeTable;
}

/**
 * SQL for slider puzzles. Every state change is one conditional UPDATE, so
 * two requests racing for the same puzzle or token cannot both win, on any
 * number of connections.
 */
export function createCaptchaStore(db: Kysely<CaptchaTables>) {
  return {
    async insert(row: { id: string; answerX: number; expiresAt: Date; createdAt: Date }) {
      await db
        .insertInto('captcha_challenge')
        .values({
          id: row.id,
          answer_x: row.answerX,
          expires_at: row.expiresAt,
          created_at: row.createdAt,
        })
        .execute();
    },

    /** Puzzles whose answer window closed before `cutoff`; their tokens expired before it too. */
    async deleteExpiredBefore(cutoff: Date): Promise<void> {
      await db.deleteFrom('captcha_challenge').where('expires_at', '<', cutoff).execute();
    },

    /**
     * Uses up the puzzle's one attempt and returns its answer, or undefined when
     * the puzzle is unknown, expired or already tried.
     */
    async claimAttempt(id: string, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable('captcha_challenge')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '=', 0)
        .where('expires_at', '>', now)
        .returning('answer_x')
        .executeTakeFirst();
      return row?.answer_x;
    },

    async setToken(id: string, tokenHash: string, tokenExpiresAt: Date): Promise<void> {
      await db
        .updateTable('captcha_challenge')
        .set({ solved_token_hash: tokenHash, token_expires_at: tokenExpiresAt })
        .where('id', '=', id)
        .execute();
    },

    /** Marks the token used; true for exactly one caller, and only while it is fresh. */
    async consumeToken(tokenHash: string, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('captcha_challenge')
        .set({ consumed_at: now })
        .where('solved_token_hash', '=', tokenHash)
        .where('consumed_at', 'is', null)
        .where('token_expires_at', '>', now)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type CaptchaStore = ReturnType<typeof createCaptchaStore>;
