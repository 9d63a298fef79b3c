import { businessDepositsBody, levelLimitsBody, type LevelLimit } from '@exchange/contracts';
import type { DepositOption } from '../api/identity';
import { compareDecimal } from '../lib/decimal';
import { fits, type Problem } from './marketRules';

/**
 * The identity settings' values, problems and bodies, apart from React.
 * Formats are the contracts' own (`levelLimitsBody`, `businessDepositsBody`);
 * the server checks again and has the last word.
 */

export const LIMIT_LEVELS = [0, 1, 2, 3] as const;
export type LimitLevel = (typeof LIMIT_LEVELS)[number];
export const LIMIT_FIELDS = ['withdrawDailyUsd', 'fiatDailyUsd'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

export const LIMIT_LABEL = {
  withdrawDailyUsd: 'identityConfig.withdrawDaily',
  fiatDailyUsd: 'identityConfig.fiatDaily',
} as const;
export const LEVEL_LABEL = {
  0: 'identityConfig.level.0',
  1: 'identityConfig.level.1',
  2: 'identityConfig.level.2',
  3: 'identityConfig.level.3',
} as const;

const limitShape = levelLimitsBody.shape.limits.element.shape;
const depositShape = businessDepositsBody.shape.deposits.element.shape;
/** How many coins the server takes at most. */
export const MAX_DEPOSIT_COINS = 20;

/** One limit as typed: unlimited, or an amount (kept while unlimited, so unticking restores it). */
export interface LimitValue {
  readonly unlimited: boolean;
  readonly amount: string;
}
export type LimitsDraft = Readonly<Record<LimitLevel, Readonly<Record<LimitField, LimitValue>>>>;

const valueOf = (amount: string | null | undefined): LimitValue =>
  amount === null || amount === undefined
    ? { unlimited: true, amount: '' }
    : { unlimited: false, amount };

/** The form's values from the server's rows; a level the server left out starts unlimited. */
export function limitsDraft(limits: readonly LevelLimit[]): LimitsDraft {
  const row = (level: LimitLevel) => limits.find((l) => l.level === level);
  const levelDraft = (level: LimitLevel) => ({
    withdrawDailyUsd: valueOf(row(level)?.withdrawDailyUsd),
    fiatDailyUsd: valueOf(row(level)?.fiatDailyUsd),
  });
  return { 0: levelDraft(0), 1: levelDraft(1), 2: levelDraft(2), 3: levelDraft(3) };
}

const sent = (value: LimitValue): string | null => (value.unlimited ? null : value.amount);

/** What the server gets: every level, null for unlimited. */
export function limitsBody(draft: LimitsDraft): LevelLimit[] {
  return LIMIT_LEVELS.map((level) => ({
    level,
    withdrawDailyUsd: sent(draft[level].withdrawDailyUsd),
    fiatDailyUsd: sent(draft[level].fiatDailyUsd),
  }));
}

/** Null (unlimited) is above every amount. */
function compareLimits(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compareDecimal(a, b);
}

/** Whether the form differs from the server's limits ("100.50" is "100.5"). */
export function limitsChanged(before: readonly LevelLimit[], draft: LimitsDraft): boolean {
  const server = limitsBody(limitsDraft(before));
  return limitsBody(draft).some((row, index) =>
    LIMIT_FIELDS.some((field) => compareLimits(row[field], server[index]?.[field] ?? null) !== 0),
  );
}

/**
 * A malformed amount, and a limit below the level before it: a higher
 * level never allows less (VERIFICATION_LIMITS_INVALID).
 */
export function limitProblems(draft: LimitsDraft): Problem[] {
  const problems: Problem[] = [];
  for (const field of LIMIT_FIELDS) {
    let previous: string | null | undefined;
    for (const level of LIMIT_LEVELS) {
      const value = sent(draft[level][field]);
      const labels = { level: LEVEL_LABEL[level], field: LIMIT_LABEL[field] };
      const id = `${field}.${level}`;
      if (value !== null && !fits(limitShape[field], value)) {
        problems.push({ field: id, key: 'identityConfig.badLimit', labels });
        previous = undefined;
        continue;
      }
      if (previous !== undefined && compareLimits(value, previous) < 0)
        problems.push({ field: id, key: 'identityConfig.falling', labels });
      previous = value;
    }
  }
  return problems;
}

/** One row of the deposit form; `key` keeps a row's inputs while others are removed. */
export interface DepositDraft {
  readonly key: number;
  readonly coin: string;
  readonly amount: string;
}

export const depositsDraft = (deposits: readonly DepositOption[]): DepositDraft[] =>
  deposits.map((d, key) => ({ key, coin: d.coin, amount: d.amount }));

export const depositsBody = (drafts: readonly DepositDraft[]): DepositOption[] =>
  drafts.map((d) => ({ coin: d.coin, amount: d.amount }));

/** Whether the form differs from the server's list: a coin added, removed or moved, an amount changed. */
export function depositsChanged(
  before: readonly DepositOption[],
  drafts: readonly DepositDraft[],
): boolean {
  if (before.length !== drafts.length) return true;
  return drafts.some((d, index) => {
    const server = before[index];
    return server?.coin !== d.coin || compareDecimal(server.amount, d.amount) !== 0;
  });
}

export function depositProblems(drafts: readonly DepositDraft[]): Problem[] {
  const problems: Problem[] = [];
  if (drafts.length > MAX_DEPOSIT_COINS)
    problems.push({
      field: 'deposits',
      key: 'identityConfig.tooMany',
      params: { max: MAX_DEPOSIT_COINS },
    });
  const seen = new Set<string>();
  drafts.forEach((d, index) => {
    if (d.coin === '') {
      problems.push({
        field: `coin.${d.key}`,
        key: 'identityConfig.noCoin',
        params: { row: index + 1 },
      });
      return;
    }
    if (seen.has(d.coin))
      problems.push({
        field: `coin.${d.key}`,
        key: 'identityConfig.duplicateCoin',
        params: { coin: d.coin },
      });
    seen.add(d.coin);
    if (!fits(depositShape.amount, d.amount))
      problems.push({
        field: `amount.${d.key}`,
        key: 'identityConfig.badDeposit',
        params: { coin: d.coin },
      });
  });
  return problems;
}
