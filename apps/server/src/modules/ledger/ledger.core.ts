import { createHash } from 'node:crypto';
import {
  add,
  decimal,
  isNegative,
  isZero,
  parseDecimal,
  sub,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { accountKey, type HoldPart, type Part, type Posting } from './ledger.types.js';

/**
 * Pure rules of a posting, checked before any I/O: the amounts are decimals,
 * every asset nets to zero, and every change to a frozen or locked part is
 * matched by a hold opened or released in the same posting, so "frozen equals
 * the sum of its holds" cannot drift. Violations are programmer errors.
 */
export function assertWellFormed(posting: Posting): void {
  if (posting.lines.length === 0) throw new Error('posting without lines');
  if (!posting.idempotencyKey || posting.idempotencyKey.length > 200)
    throw new Error('bad idempotency key');
  const perAsset = new Map<string, Decimal>();
  for (const line of posting.lines) {
    const amount = parseDecimal(line.amount);
    if (!amount || isZero(amount)) throw new Error(`bad amount ${line.amount}`);
    perAsset.set(line.account.asset, add(perAsset.get(line.account.asset) ?? ZERO, amount));
  }
  for (const [asset, total] of perAsset) {
    if (!isZero(total))
      throw new Error(`posting does not balance for ${asset}: ${toPlainString(total)}`);
  }
}

export interface Balance {
  available: Decimal;
  frozen: Decimal;
  locked: Decimal;
}

export interface HoldState {
  readonly accountKey: string;
  readonly part: HoldPart;
  readonly remaining: Decimal;
}

/**
 * Applies the lines to current balances and returns the new ones, or the key
 * of the first account a user would overdraw. System accounts may have a
 * negative available part (custody mirrors users' claims); no frozen or
 * locked part may ever be negative.
 */
export function applyLines(
  posting: Posting,
  balances: ReadonlyMap<string, Balance & { readonly isUser: boolean }>,
): { ok: true; next: Map<string, Balance> } | { ok: false; account: string } {
  const next = new Map<string, Balance>();
  for (const line of posting.lines) {
    const key = accountKey(line.account);
    const current = next.get(key) ?? balances.get(key);
    if (!current) throw new Error(`account ${key} not loaded`);
    const updated = { ...current, [line.part]: add(current[line.part], decimal(line.amount)) };
    next.set(key, { available: updated.available, frozen: updated.frozen, locked: updated.locked });
  }
  for (const [key, balance] of next) {
    const isUser = balances.get(key)?.isUser ?? true;
    const parts: Part[] = isUser ? ['available', 'frozen', 'locked'] : ['frozen', 'locked'];
    if (parts.some((part) => isNegative(balance[part]))) return { ok: false, account: key };
  }
  return { ok: true, next };
}

/** Net change each posting makes to each (account, frozen|locked), from its lines. */
export function holdPartDeltas(posting: Posting): Map<string, Decimal> {
  const deltas = new Map<string, Decimal>();
  for (const line of posting.lines) {
    if (line.part === 'available') continue;
    const key = `${accountKey(line.account)}#${line.part}`;
    deltas.set(key, add(deltas.get(key) ?? ZERO, decimal(line.amount)));
  }
  return deltas;
}

/**
 * The same deltas computed from the holds a posting opens and releases; they
 * must equal the line deltas exactly.
 */
export function holdDeltasMatch(
  posting: Posting,
  released: ReadonlyMap<
    string,
    { readonly accountKey: string; readonly part: HoldPart; readonly amount: Decimal }
  >,
): boolean {
  const fromHolds = new Map<string, Decimal>();
  for (const hold of posting.holds?.open ?? []) {
    const key = `${accountKey(hold.account)}#${hold.part}`;
    fromHolds.set(key, add(fromHolds.get(key) ?? ZERO, decimal(hold.amount)));
  }
  for (const release of released.values()) {
    const key = `${release.accountKey}#${release.part}`;
    fromHolds.set(key, sub(fromHolds.get(key) ?? ZERO, release.amount));
  }
  const fromLines = holdPartDeltas(posting);
  const keys = new Set([...fromHolds.keys(), ...fromLines.keys()]);
  for (const key of keys) {
    const a = fromHolds.get(key) ?? ZERO;
    const b = fromLines.get(key) ?? ZERO;
    if (!isZero(sub(a, b))) return false;
  }
  return true;
}

/** What an idempotency key stands for: the posting without its key. Same on the single and batch paths. */
export function fingerprintOf(posting: Posting): string {
  const { idempotencyKey: _key, ...rest } = posting;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}
