import {
  COMPLIANCE_FREE_LEVELS,
  MAX_REFERRAL_LEVELS,
  REBATE_BASES,
  REFERRAL_TIERS,
  referralComplianceBody,
  referralPermissionBody,
  referralProgrammeSchema,
  type RebateBasis,
  type ReferralProgramme,
  type ReferralTier,
} from '@exchange/contracts';
import { compareDecimal, movePoint } from '../../lib/decimal';
import { fits, wholeOf, type Problem } from '../marketRules';

/**
 * The referral forms apart from React: the programme's draft (rates typed
 * in per cent, sent as fractions), its problems and body, what needs the
 * compliance switch, and the spec's full scheme. Formats are the
 * contract's own field schemas; the server checks again and has the last
 * word, in the operator's language.
 */

export const LEVEL_CHOICES = Array.from({ length: MAX_REFERRAL_LEVELS }, (_, i) => i + 1);

export interface TierDraft {
  readonly min: string;
  readonly max: string;
}

export interface ProgrammeDraft {
  /** 1 to MAX_REFERRAL_LEVELS. */
  readonly levels: number;
  /** Per basis, a rate per level in per cent, as typed; '' is none. Always MAX_REFERRAL_LEVELS long. */
  readonly rates: Readonly<Record<RebateBasis, readonly string[]>>;
  readonly qualifying: string;
  readonly tiers: Readonly<Record<ReferralTier, TierDraft>>;
  readonly minerLevelRule: boolean;
  /** '' is no cap. */
  readonly dailyCap: string;
  readonly vestingDays: string;
  readonly bindWindowDays: string;
  readonly defaultMayRefer: boolean;
}

const shape = referralProgrammeSchema.shape;
const RATE = shape.rates.shape.fee.element;
const USDT = shape.qualifyingDailyRechargeUsdt;

/** A fraction from the API in per cent ("0.05" is "5"). */
export const percentOfRate = (rate: string): string => movePoint(rate, 2) ?? rate;

/** The fraction a typed percentage stands for ("5" is "0.05"); null when it is not a decimal. */
export const rateOfPercent = (percent: string): string | null => movePoint(percent.trim(), -2);

const padded = (rates: readonly string[]): string[] =>
  Array.from({ length: MAX_REFERRAL_LEVELS }, (_, i) => {
    const rate = rates[i];
    return rate === undefined ? '' : percentOfRate(rate);
  });

/** The form's start: the programme as the server sent it, rates in per cent. */
export function draftOf(programme: ReferralProgramme): ProgrammeDraft {
  const tiers = {} as Record<ReferralTier, TierDraft>;
  for (const name of REFERRAL_TIERS) {
    const tier = programme.tiers.find((t) => t.name === name);
    tiers[name] = { min: tier?.minUsdt ?? '', max: tier?.maxUsdt ?? '' };
  }
  return {
    levels: programme.levels,
    rates: {
      fee: padded(programme.rates.fee),
      deposit: padded(programme.rates.deposit),
      mining: padded(programme.rates.mining),
    },
    qualifying: programme.qualifyingDailyRechargeUsdt,
    tiers,
    minerLevelRule: programme.minerLevelRule,
    dailyCap: programme.dailyCapUsdt ?? '',
    vestingDays: String(programme.vestingDays),
    bindWindowDays: String(programme.bindWindowDays),
    defaultMayRefer: programme.defaultMayRefer,
  };
}

/** The rates a basis pays, levels beyond the programme's left out; trailing empty levels dropped. */
function ratesTyped(draft: ProgrammeDraft, basis: RebateBasis): string[] {
  const typed = draft.rates[basis].slice(0, draft.levels).map((rate) => rate.trim());
  while (typed.length > 0 && typed[typed.length - 1] === '') typed.pop();
  return typed;
}

/** Whether a basis pays anything as edited: a basis with no rates is off. */
export const basisOn = (draft: ProgrammeDraft, basis: RebateBasis): boolean =>
  ratesTyped(draft, basis).length > 0;

/** What a basis's rates are sent as, level by level: the fractions, "—" for what is not a rate yet. */
export const sentRates = (draft: ProgrammeDraft, basis: RebateBasis): string[] =>
  ratesTyped(draft, basis).map((percent) =>
    percent === '' ? '—' : (rateOfPercent(percent) ?? '—'),
  );

/** The body's programme; only meaningful when `programmeProblems` finds nothing. */
export function programmeOf(draft: ProgrammeDraft): ReferralProgramme {
  const rates = (basis: RebateBasis) => ratesTyped(draft, basis).map((p) => rateOfPercent(p) ?? p);
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    levels: draft.levels,
    rates: { fee: rates('fee'), deposit: rates('deposit'), mining: rates('mining') },
    qualifyingDailyRechargeUsdt: draft.qualifying.trim(),
    tiers: REFERRAL_TIERS.map((name) => ({
      name,
      minUsdt: orNull(draft.tiers[name].min),
      maxUsdt: orNull(draft.tiers[name].max),
    })),
    minerLevelRule: draft.minerLevelRule,
    dailyCapUsdt: orNull(draft.dailyCap),
    vestingDays: wholeOf(draft.vestingDays.trim()) ?? -1,
    bindWindowDays: wholeOf(draft.bindWindowDays.trim()) ?? -1,
    defaultMayRefer: draft.defaultMayRefer,
  };
}

/**
 * What stops the programme from being sent, each in a sentence: rates
 * (above 0, at most 100 %, levels filled in order), amounts in USDT, days,
 * and the tiers' ranges (no maximum without a minimum, minimum not above
 * maximum), as the server checks them.
 */
export function programmeProblems(draft: ProgrammeDraft): Problem[] {
  const problems: Problem[] = [];
  for (const basis of REBATE_BASES) {
    const typed = ratesTyped(draft, basis);
    typed.forEach((percent, index) => {
      const field = `rate.${basis}.${index}`;
      const label = { basis: `referral.basis.${basis}` } as const;
      const params = { level: index + 1 };
      if (percent === '')
        problems.push({ field, key: 'referral.problem.rateGap', params, labels: label });
      else if (!fits(RATE, rateOfPercent(percent)))
        problems.push({ field, key: 'referral.problem.rate', params, labels: label });
    });
  }
  if (!fits(USDT, draft.qualifying.trim()))
    problems.push({ field: 'qualifying', key: 'referral.problem.qualifying' });
  if (draft.dailyCap.trim() !== '' && !fits(USDT, draft.dailyCap.trim()))
    problems.push({ field: 'dailyCap', key: 'referral.problem.dailyCap' });
  for (const name of ['vestingDays', 'bindWindowDays'] as const) {
    if (!fits(shape[name], wholeOf(draft[name].trim())))
      problems.push({ field: name, key: `referral.problem.${name}` });
  }
  for (const name of REFERRAL_TIERS) {
    const min = draft.tiers[name].min.trim();
    const max = draft.tiers[name].max.trim();
    const label = { tier: `referral.tier.${name}` } as const;
    if (min !== '' && !fits(USDT, min))
      problems.push({
        field: `tier.${name}.min`,
        key: 'referral.problem.tierAmount',
        labels: label,
      });
    if (max !== '' && !fits(USDT, max))
      problems.push({
        field: `tier.${name}.max`,
        key: 'referral.problem.tierAmount',
        labels: label,
      });
    if (min === '' && max !== '')
      problems.push({
        field: `tier.${name}.min`,
        key: 'referral.problem.tierNoMin',
        labels: label,
      });
    if (fits(USDT, min) && fits(USDT, max) && compareDecimal(min, max) > 0)
      problems.push({
        field: `tier.${name}.max`,
        key: 'referral.problem.tierOrder',
        labels: label,
      });
  }
  return problems;
}

/** Why a programme needs the compliance switch: deposit rates, more than two levels; none: it does not. */
export type ComplianceCause = 'deposit' | 'levels';

export function complianceCauses(draft: ProgrammeDraft): ComplianceCause[] {
  const causes: ComplianceCause[] = [];
  if (basisOn(draft, 'deposit')) causes.push('deposit');
  if (draft.levels > COMPLIANCE_FREE_LEVELS) causes.push('levels');
  return causes;
}

/** The spec's full scheme: 4 levels, deposits 5/3/2/1 %, mining 20/10/5 %; fee rates kept. */
export const SPEC_SCHEME = {
  levels: MAX_REFERRAL_LEVELS,
  deposit: ['5', '3', '2', '1'],
  mining: ['20', '10', '5', ''],
} as const;

export function withSpecScheme(draft: ProgrammeDraft): ProgrammeDraft {
  return {
    ...draft,
    levels: SPEC_SCHEME.levels,
    rates: { ...draft.rates, deposit: [...SPEC_SCHEME.deposit], mining: [...SPEC_SCHEME.mining] },
  };
}

/** Whether the edit differs from the programme as loaded (rates compared as the fractions sent). */
export const programmeChanged = (loaded: ReferralProgramme, draft: ProgrammeDraft): boolean =>
  JSON.stringify(programmeOf(draftOf(loaded))) !== JSON.stringify(programmeOf(draft));

/** A tier overlap as the server words it ("bronze/silver"), as the two tier names. */
export function overlapPair(overlap: string): [ReferralTier, ReferralTier] | null {
  const [a, b] = overlap.split('/');
  const known = (name: string | undefined): name is ReferralTier =>
    (REFERRAL_TIERS as readonly string[]).includes(name ?? '');
  return known(a) && known(b) ? [a, b] : null;
}

/** The compliance switch's reason: at least this many characters (a legal review's reference). */
export const MIN_COMPLIANCE_REASON = 20;

export const complianceReasonFits = (reason: string): boolean =>
  fits(referralComplianceBody.shape.reason, reason);

/** A permission decision as the contract takes it; UID and reason checked by its own schemas. */
export function permissionProblems(uid: string, reason: string): Problem[] {
  const problems: Problem[] = [];
  if (!fits(referralPermissionBody.shape.uid, uid))
    problems.push({ field: 'uid', key: 'referral.problem.uid' });
  if (!fits(referralPermissionBody.shape.reason, reason))
    problems.push({ field: 'reason', key: 'referral.problem.permissionReason' });
  return problems;
}
