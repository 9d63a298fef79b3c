import { createHash, randomBytes } from 'node:crypto';
import type { Captcha } from '@exchange/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isDropCorrect, isPlausibleTrack, type TrackSample } from './captcha.core.js';
import { renderPuzzle } from './captcha.render.js';
import { createCaptchaStore, type CaptchaTables } from './captcha.store.js';

/** How long a puzzle can be tried, and how long its pass token can then be spent. */
export const PUZZLE_TTL_S = 120;
export const TOKEN_TTL_S = 120;
/** Expired rows linger this long, so a late request still gets "expired" rather than "unknown". */
const PURGE_AFTER_MS = 10 * 60_000;

export interface CaptchaServiceDeps {
  readonly db: Kysely<CaptchaTables>;
  readonly clock: Clock;
  /** [0, 1); production passes a crypto-based source. Decides only the puzzle's look and answer. */
  readonly random: () => number;
  /** False only outside production with CAPTCHA=off, so automated tests can sign up. */
  readonly enabled: boolean;
}

export interface CaptchaAnswer {
  readonly id: string;
  readonly x: number;
  readonly track: readonly TrackSample[];
}

export interface CaptchaPass {
  readonly captchaToken: string;
  readonly expiresInS: number;
}

/**
 * Slider puzzles: issue one, verify one drop, spend the pass token once.
 * Ids and tokens come from node:crypto, never from `random`: a secret must
 * not depend on a source a test may seed.
 */
export function createCaptchaService({ db, clock, random, enabled }: CaptchaServiceDeps) {
  const store = createCaptchaStore(db);
  const now = () => new Date(clock.nowMs());

  return {
    /** A new puzzle. Also clears out rows that expired a while ago. */
    async issue(): Promise<Captcha> {
      const createdAt = now();
      await store.deleteExpiredBefore(new Date(createdAt.getTime() - PURGE_AFTER_MS));
      const puzzle = await renderPuzzle(random);
      const id = randomBytes(16).toString('base64url');
      const expiresAt = new Date(createdAt.getTime() + PUZZLE_TTL_S * 1000);
      await store.insert({ id, answerX: puzzle.answerX, expiresAt, createdAt });
      return {
        id,
        background: puzzle.background,
        piece: puzzle.piece,
        width: puzzle.width,
        height: puzzle.height,
        pieceSize: puzzle.pieceSize,
        pieceY: puzzle.pieceY,
        expiresInS: PUZZLE_TTL_S,
      };
    },

    /**
     * Checks one drop. The puzzle's single attempt is spent before the answer
     * is compared, so guessing costs a fresh puzzle each time.
     * Errors: CAPTCHA_EXPIRED (unknown, expired or already tried),
     * CAPTCHA_FAILED (wrong place or a drag no hand made).
     */
    async verify(answer: CaptchaAnswer): Promise<CaptchaPass> {
      const at = now();
      const answerX = await store.claimAttempt(answer.id, at);
      if (answerX === undefined) throw new AppError('CAPTCHA_EXPIRED');
      if (!isDropCorrect(answer.x, answerX) || !isPlausibleTrack(answer.track, answer.x))
        throw new AppError('CAPTCHA_FAILED');
      const captchaToken = randomBytes(32).toString('base64url');
      const tokenExpiresAt = new Date(at.getTime() + TOKEN_TTL_S * 1000);
      await store.setToken(answer.id, hashToken(captchaToken), tokenExpiresAt);
      return { captchaToken, expiresInS: TOKEN_TTL_S };
    },

    /**
     * A pass token without a puzzle, for the next step of an action whose
     * first step took one (the authenticator code after a right password):
     * one puzzle per attempt. Single use and short-lived like any pass.
     */
    async grant(): Promise<string> {
      if (!enabled) return 'off';
      const at = now();
      const id = randomBytes(16).toString('base64url');
      await store.insert({ id, answerX: 0, expiresAt: at, createdAt: at });
      // Its one attempt is spent at once: nobody can solve this row.
      await store.claimAttempt(id, at);
      const captchaToken = randomBytes(32).toString('base64url');
      await store.setToken(
        id,
        hashToken(captchaToken),
        new Date(at.getTime() + TOKEN_TTL_S * 1000),
      );
      return captchaToken;
    },

    /**
     * Spends a pass token; call it just before the action it guards.
     * Errors: CAPTCHA_REQUIRED (no token), CAPTCHA_EXPIRED (unknown, used or expired).
     * With the check disabled, any non-empty token (conventionally "off") is accepted.
     */
    async consume(token: string | undefined): Promise<void> {
      if (!token) throw new AppError('CAPTCHA_REQUIRED');
      if (!enabled) return;
      if (!(await store.consumeToken(hashToken(token), now())))
        throw new AppError('CAPTCHA_EXPIRED');
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** Only the hash is stored, so a database leak does not hand out live tokens. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
