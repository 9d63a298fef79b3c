import { add, decimal, gte, sub, toPlainString, ZERO, type Decimal } from '@exchange/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import { checkLedger } from './ledger.check.js';
import { createLedger, type Ledger } from './ledger.service.js';
import type { Posting, UserWallet } from './ledger.types.js';
import { user } from './ledger.test-support.js';

/**
 * Model-based test: random command sequences run against the real ledger on
 * PGlite and against a plain in-memory model; balances must agree after
 * every command and the invariant checker must stay clean.
 */
type Key = `${number}:${UserWallet}`;
interface Model {
  available: Map<Key, Decimal>;
  frozen: Map<Key, Decimal>;
  holds: Map<string, { key: Key; amount: Decimal }>;
  /** Idempotency key -> the command first posted under it. */
  posted: Map<string, string>;
}

const USERS = [1, 2, 3] as const;
const WALLETS: UserWallet[] = ['spot', 'contract'];
/** Amounts with up to two decimals, 0.01 to 50. */
const amountArb = fc
  .integer({ min: 1, max: 5_000 })
  .map((n) => toPlainString(decimal(`${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`)));
const keyArb = fc.constantFrom('k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8');
const acct = fc.record({ u: fc.constantFrom(...USERS), w: fc.constantFrom(...WALLETS) });

type Command =
  | { kind: 'deposit'; key: string; to: { u: number; w: UserWallet }; amount: string }
  | {
      kind: 'transfer';
      key: string;
      from: { u: number; w: UserWallet };
      to: { u: number; w: UserWallet };
      amount: string;
    }
  | { kind: 'freeze'; key: string; of: { u: number; w: UserWallet }; amount: string }
  | { kind: 'release'; key: string };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), key: keyArb, to: acct, amount: amountArb }),
  fc.record({
    kind: fc.constant('transfer' as const),
    key: keyArb,
    from: acct,
    to: acct,
    amount: amountArb,
  }),
  fc.record({ kind: fc.constant('freeze' as const), key: keyArb, of: acct, amount: amountArb }),
  fc.record({ kind: fc.constant('release' as const), key: keyArb }),
);

const k = (a: { u: number; w: UserWallet }): Key => `${a.u}:${a.w}`;
const get = (m: Map<Key, Decimal>, key: Key) => m.get(key) ?? ZERO;

type Side = { u: number; w: UserWallet };
const line = (side: Side, asset: string, part: 'available' | 'frozen', amount: string) => ({
  account: user(side.u, asset, side.w),
  part,
  amount,
});
const neg = (amount: string) => `-${amount}`;

/** The posting a command makes; null when the command is a no-op (transfer to itself, nothing to release). */
function postingFor(c: Command, id: string, asset: string, model: Model): Posting | null {
  const custodyLine = (amount: string) => ({
    account: { system: 'custody:TEST', asset },
    part: 'available' as const,
    amount,
  });
  switch (c.kind) {
    case 'deposit':
      return {
        idempotencyKey: id,
        type: 'recharge',
        reference: id,
        lines: [custodyLine(neg(c.amount)), line(c.to, asset, 'available', c.amount)],
      };
    case 'transfer':
      if (k(c.from) === k(c.to)) return null;
      return {
        idempotencyKey: id,
        type: 'transfer',
        reference: id,
        lines: [
          line(c.from, asset, 'available', neg(c.amount)),
          line(c.to, asset, 'available', c.amount),
        ],
      };
    case 'freeze':
      return {
        idempotencyKey: id,
        type: 'withdraw',
        reference: id,
        lines: [
          line(c.of, asset, 'available', neg(c.amount)),
          line(c.of, asset, 'frozen', c.amount),
        ],
        holds: {
          open: [
            {
              key: `${asset}:${id}`,
              account: user(c.of.u, asset, c.of.w),
              part: 'frozen',
              amount: c.amount,
              kind: 'withdrawal',
            },
          ],
        },
      };
    case 'release': {
      const entry = [...model.holds.entries()].find(([holdKey]) =>
        holdKey.endsWith(`:freeze:${c.key}`),
      );
      if (!entry) return null;
      const [holdKey, hold] = entry;
      const [u, w] = hold.key.split(':') as [string, UserWallet];
      const side = { u: Number(u), w };
      const amount = toPlainString(hold.amount);
      return {
        idempotencyKey: `${holdKey}:release`,
        type: 'withdraw',
        reference: holdKey,
        lines: [line(side, asset, 'frozen', neg(amount)), line(side, asset, 'available', amount)],
        holds: { release: [{ key: `${asset}:${holdKey}` }] },
      };
    }
  }
}

/** What the model expects a successful command to change. */
function applyToModel(model: Model, c: Command, id: string): void {
  const move = (m: Map<Key, Decimal>, key: Key, delta: Decimal) =>
    m.set(key, add(get(m, key), delta));
  if (c.kind === 'deposit') move(model.available, k(c.to), decimal(c.amount));
  if (c.kind === 'transfer') {
    move(model.available, k(c.from), decimal(neg(c.amount)));
    move(model.available, k(c.to), decimal(c.amount));
  }
  if (c.kind === 'freeze') {
    move(model.available, k(c.of), decimal(neg(c.amount)));
    move(model.frozen, k(c.of), decimal(c.amount));
    model.holds.set(id, { key: k(c.of), amount: decimal(c.amount) });
  }
  if (c.kind === 'release') {
    const entry = [...model.holds.entries()].find(([holdKey]) =>
      holdKey.endsWith(`:freeze:${c.key}`),
    );
    if (!entry) return;
    const [holdKey, hold] = entry;
    model.holds.delete(holdKey);
    move(model.frozen, hold.key, sub(ZERO, hold.amount));
    move(model.available, hold.key, hold.amount);
  }
}

async function run(
  ledger: Ledger,
  model: Model,
  c: Command,
  round: number,
  asset: string,
): Promise<void> {
  const id = `${round}:${c.kind}:${c.key}`;
  const posting = postingFor(c, id, asset, model);
  if (!posting) return;
  const payload = JSON.stringify(posting);
  const prior = model.posted.get(posting.idempotencyKey);
  if (prior !== undefined && prior !== payload) {
    // The same key for a different request is refused and changes nothing.
    await expect(ledger.post(posting)).rejects.toMatchObject({ key: 'IDEMPOTENCY_CONFLICT' });
    return;
  }
  const overdraws =
    (c.kind === 'transfer' && !gte(get(model.available, k(c.from)), decimal(c.amount))) ||
    (c.kind === 'freeze' && !gte(get(model.available, k(c.of)), decimal(c.amount)));
  if (prior === undefined && overdraws) {
    await expect(ledger.post(posting)).rejects.toMatchObject({ key: 'INSUFFICIENT_BALANCE' });
    return;
  }
  const result = await ledger.post(posting);
  expect(result.replayed).toBe(prior !== undefined);
  if (prior === undefined) {
    model.posted.set(posting.idempotencyKey, payload);
    applyToModel(model, c, id);
  }
}

describe('ledger against an in-memory model', () => {
  it('agrees on every balance and keeps its invariants', async () => {
    const database = await createPGliteDatabase();
    const ledger = createLedger(database.db, manualClock());
    let round = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(commandArb, { minLength: 5, maxLength: 25 }),
          async (commands) => {
            round += 1;
            const model: Model = {
              available: new Map(),
              frozen: new Map(),
              holds: new Map(),
              posted: new Map(),
            };
            // Each run (and each shrink step) uses its own asset, so runs never see each other's balances.
            const asset = `R${round}`;
            for (const c of commands) await run(ledger, model, c, round, asset);
            for (const u of USERS) {
              for (const w of WALLETS) {
                const real = await ledger.balance(user(u, asset, w));
                expect(real.available).toBe(toPlainString(get(model.available, `${u}:${w}`)));
                expect(real.frozen).toBe(toPlainString(get(model.frozen, `${u}:${w}`)));
              }
            }
            expect(await checkLedger(database.db)).toEqual([]);
          },
        ),
        { numRuns: 20 },
      );
    } finally {
      await database.close();
    }
  });
});
