import { ERRORS, type ErrorKey } from '@exchange/contracts';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { up as createCaptchaTable } from '../../db/migrations/0004_captcha.js';
import { manualClock } from '../../lib/clock.js';
import {
  createPGliteDatabase,
  createPostgresDatabase,
  describeWithPostgres,
} from '../../test/db.js';
import { humanTrack, rulerTrack } from './captcha.fixtures.js';
import { mulberry32 } from './captcha.render.js';
import { createCaptchaService, type CaptchaService } from './captcha.service.js';
import type { CaptchaTables } from './captcha.store.js';

/** Until the migration is registered the test databases lack the table; add it when missing. */
async function withCaptchaTable(database: Database) {
  // Pick: withTables wants an indexable type, which an interface is not.
  const db = database.db.withTables<Pick<CaptchaTables, 'captcha_challenge'>>();
  const { rows } = await sql<{
    name: string | null;
  }>`select to_regclass('captcha_challenge')::text as name`.execute(db);
  if (!rows[0]?.name) await createCaptchaTable(database.db as Kysely<unknown>);
  return db;
}

const rejectsWith = (promise: Promise<unknown>, key: ErrorKey) =>
  expect(promise).rejects.toMatchObject({ key, code: ERRORS[key].code });

describe('captcha service', () => {
  let database: Database;
  let db: Awaited<ReturnType<typeof withCaptchaTable>>;
  let clock: ReturnType<typeof manualClock>;
  let captcha: CaptchaService;

  beforeAll(async () => {
    database = await createPGliteDatabase();
    db = await withCaptchaTable(database);
  });
  afterAll(() => database.close());
  beforeEach(() => {
    clock = manualClock(Date.UTC(2026, 10, 21, 12));
    captcha = createCaptchaService({ db, clock, random: mulberry32(42), enabled: true });
  });
  afterEach(async () => {
    await db.deleteFrom('captcha_challenge').execute();
  });

  const answerOf = async (id: string) =>
    (
      await db
        .selectFrom('captcha_challenge')
        .select('answer_x')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).answer_x;

  /** Issues a puzzle and solves it as a person would. */
  async function pass(): Promise<string> {
    const { id } = await captcha.issue();
    const x = await answerOf(id);
    return (await captcha.verify({ id, x, track: humanTrack({ targetX: x }) })).captchaToken;
  }

  it('issues a puzzle without its answer, and keeps the answer in range', async () => {
    const puzzle = await captcha.issue();
    expect(puzzle).toMatchObject({ width: 320, height: 160, pieceSize: 50, expiresInS: 120 });
    expect(puzzle.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(puzzle)).not.toMatch(/answer/i);
    expect(await answerOf(puzzle.id)).toBeGreaterThanOrEqual(80);
    expect(await answerOf(puzzle.id)).toBeLessThanOrEqual(260);
  });

  it('takes the answer from the injected random source', async () => {
    const low = createCaptchaService({ db, clock, random: () => 0, enabled: true });
    expect(await answerOf((await low.issue()).id)).toBe(80);
  });

  it('passes a correct, hand-made drop with a single-use token stored only as a hash', async () => {
    const { id } = await captcha.issue();
    const x = await answerOf(id);
    const result = await captcha.verify({ id, x: x + 5, track: humanTrack({ targetX: x + 5 }) });
    expect(result.expiresInS).toBe(120);
    expect(result.captchaToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await db
      .selectFrom('captcha_challenge')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.solved_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(result.captchaToken);

    await expect(captcha.consume(result.captchaToken)).resolves.toBeUndefined();
    await rejectsWith(captcha.consume(result.captchaToken), 'CAPTCHA_EXPIRED');
  });

  it('fails a drop off the hole and burns the puzzle', async () => {
    const { id } = await captcha.issue();
    const x = await answerOf(id);
    await rejectsWith(
      captcha.verify({ id, x: x + 7, track: humanTrack({ targetX: x + 7 }) }),
      'CAPTCHA_FAILED',
    );
    await rejectsWith(
      captcha.verify({ id, x, track: humanTrack({ targetX: x }) }),
      'CAPTCHA_EXPIRED',
    );
  });

  it('fails a scripted drag even on the right spot', async () => {
    const { id } = await captcha.issue();
    const x = await answerOf(id);
    await rejectsWith(captcha.verify({ id, x, track: rulerTrack(x) }), 'CAPTCHA_FAILED');
  });

  it('allows one verification per puzzle, even a passed one', async () => {
    const { id } = await captcha.issue();
    const x = await answerOf(id);
    const track = humanTrack({ targetX: x });
    await captcha.verify({ id, x, track });
    await rejectsWith(captcha.verify({ id, x, track }), 'CAPTCHA_EXPIRED');
  });

  it('expires a puzzle after 120 s and refuses an unknown id', async () => {
    const early = await captcha.issue();
    const late = await captcha.issue();
    clock.advance(119_999);
    const ex = await answerOf(early.id);
    await captcha.verify({ id: early.id, x: ex, track: humanTrack({ targetX: ex }) });
    clock.advance(1);
    const lx = await answerOf(late.id);
    await rejectsWith(
      captcha.verify({ id: late.id, x: lx, track: humanTrack({ targetX: lx }) }),
      'CAPTCHA_EXPIRED',
    );
    await rejectsWith(
      captcha.verify({ id: 'no-such-puzzle-at-all', x: 100, track: humanTrack({ targetX: 100 }) }),
      'CAPTCHA_EXPIRED',
    );
  });

  it('expires a pass token 120 s after it was earned', async () => {
    const fresh = await pass();
    const stale = await pass();
    clock.advance(119_999);
    await captcha.consume(fresh);
    clock.advance(1);
    await rejectsWith(captcha.consume(stale), 'CAPTCHA_EXPIRED');
  });

  it('grants a pass without a puzzle for the next step of an attempt: single use, 120 s', async () => {
    const granted = await captcha.grant();
    await captcha.consume(granted);
    await rejectsWith(captcha.consume(granted), 'CAPTCHA_EXPIRED');
    const late = await captcha.grant();
    clock.advance(120_001);
    await rejectsWith(captcha.consume(late), 'CAPTCHA_EXPIRED');
  });

  it('requires a token, and refuses one it never issued', async () => {
    await rejectsWith(captcha.consume(undefined), 'CAPTCHA_REQUIRED');
    await rejectsWith(captcha.consume(''), 'CAPTCHA_REQUIRED');
    await rejectsWith(captcha.consume('off'), 'CAPTCHA_EXPIRED');
    await rejectsWith(captcha.consume('A'.repeat(43)), 'CAPTCHA_EXPIRED');
  });

  it('when disabled, accepts any token but still issues and verifies puzzles', async () => {
    const off = createCaptchaService({ db, clock, random: mulberry32(1), enabled: false });
    await off.consume('off');
    await off.consume('anything');
    await rejectsWith(off.consume(''), 'CAPTCHA_REQUIRED');
    const { id } = await off.issue();
    const x = await answerOf(id);
    await rejectsWith(
      off.verify({ id, x: x + 20, track: humanTrack({ targetX: x + 20 }) }),
      'CAPTCHA_FAILED',
    );
  });

  it('deletes puzzles that expired over 10 minutes ago when issuing', async () => {
    const old = await captcha.issue();
    clock.advance(120_000 + 5 * 60_000);
    const recent = await captcha.issue();
    clock.advance(5 * 60_000 + 1);
    await captcha.issue();
    const ids = (await db.selectFrom('captcha_challenge').select('id').execute()).map((r) => r.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(recent.id);
    expect(ids).toHaveLength(2);
  });
});

describeWithPostgres('captcha tokens on PostgreSQL', () => {
  let database: Database;
  let captcha: CaptchaService;
  let db: Awaited<ReturnType<typeof withCaptchaTable>>;

  beforeAll(async () => {
    database = await createPostgresDatabase({ poolSize: 20 });
    db = await withCaptchaTable(database);
    captcha = createCaptchaService({
      db,
      clock: manualClock(),
      random: mulberry32(3),
      enabled: true,
    });
  });
  afterAll(() => database.close());

  it('lets exactly one of 20 concurrent requests spend a token', async () => {
    const { id } = await captcha.issue();
    const { answer_x: x } = await db
      .selectFrom('captcha_challenge')
      .select('answer_x')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const { captchaToken } = await captcha.verify({ id, x, track: humanTrack({ targetX: x }) });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => captcha.consume(captchaToken)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(r.reason).toMatchObject({ key: 'CAPTCHA_EXPIRED' });
  });

  it('lets exactly one of 20 concurrent verifications use a puzzle', async () => {
    const { id } = await captcha.issue();
    const { answer_x: x } = await db
      .selectFrom('captcha_challenge')
      .select('answer_x')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const track = humanTrack({ targetX: x });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => captcha.verify({ id, x, track })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
