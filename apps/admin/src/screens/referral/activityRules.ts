import {
  activityBody,
  LOCALE_NATIVE_NAMES,
  LOCALES,
  TARGET_ACTIVITY_KINDS,
  type ActivityBody,
  type ActivityConsole,
  type ActivityKind,
  type Locale,
} from '@exchange/contracts';
import { fromLocalInput, toLocalInput } from '../contentForm';
import { fits, wholeOf, type Problem } from '../marketRules';

/**
 * The activity form apart from React: a draft, its problems and its body.
 * Formats are the contract's own field schemas and the rules mirror the
 * server's (`activity.console.ts`): English title and text required, the
 * window ending after it starts, a target for a deposit or trade activity
 * and none for a claim activity. The server checks again (the coin must exist, the
 * activity must still be a draft) and has the last word.
 */

const shape = activityBody.shape;

/** The longest title or text in one language (the contract's `names`). */
export const ACTIVITY_TEXT_MAX = 2000;

/** Titles and texts per language as typed, '' where a language has none. */
export type ActivityTexts = Readonly<Record<Locale, string>>;

/**
 * The kinds with a target in USDT to reach after joining (the contract's
 * `TARGET_ACTIVITY_KINDS`): deposits credited for `deposit`, trading (every
 * fill's notional, spot and contracts, both sides) for `trade`.
 */
export type TargetKind = Exclude<ActivityKind, 'claim'>;

export const hasTarget = (kind: ActivityKind): kind is TargetKind =>
  TARGET_ACTIVITY_KINDS.includes(kind);

/** An activity as typed: every number as text, the window as `datetime-local` values. */
export interface ActivityDraft {
  readonly kind: ActivityKind;
  readonly title: ActivityTexts;
  readonly body: ActivityTexts;
  readonly asset: string;
  readonly reward: string;
  /** Deposits (deposit activities) or trading (trade activities) to reach in USDT; not a claim's. */
  readonly targetUsdt: string;
  /** Local time of the operator's browser, to the minute. */
  readonly startsAt: string;
  readonly endsAt: string;
  /** Empty: no limit on the number of rewards. */
  readonly slots: string;
}

const noTexts = (): ActivityTexts =>
  Object.fromEntries(LOCALES.map((locale) => [locale, ''])) as Record<Locale, string>;

const textsOf = (saved: Readonly<Record<string, string>>): ActivityTexts =>
  Object.fromEntries(LOCALES.map((locale) => [locale, saved[locale] ?? ''])) as Record<
    Locale,
    string
  >;

export const NEW_ACTIVITY: ActivityDraft = {
  kind: 'deposit',
  title: noTexts(),
  body: noTexts(),
  asset: '',
  reward: '',
  targetUsdt: '',
  startsAt: '',
  endsAt: '',
  slots: '',
};

export const activityDraft = (a: ActivityConsole): ActivityDraft => ({
  kind: a.kind,
  title: textsOf(a.title),
  body: textsOf(a.body),
  asset: a.asset,
  reward: a.reward,
  targetUsdt: a.targetUsdt ?? '',
  startsAt: toLocalInput(a.startsAt),
  endsAt: toLocalInput(a.endsAt),
  slots: a.slots === null ? '' : String(a.slots),
});

/** A language is given when its title or its text is. */
export const hasText = (d: ActivityDraft, locale: Locale): boolean =>
  d.title[locale].trim() !== '' || d.body[locale].trim() !== '';

/** The fields as the problems name them, for `ListingProblems` (an empty one is not yet wrong). */
export const flatValues = (d: ActivityDraft) => ({
  titleEn: d.title.en_US.trim(),
  bodyEn: d.body.en_US.trim(),
  asset: d.asset,
  reward: d.reward,
  targetUsdt: hasTarget(d.kind) ? d.targetUsdt : 'none',
  startsAt: d.startsAt,
  endsAt: d.endsAt,
  slots: d.slots,
});

/**
 * English title and text, required; each language's no longer than the
 * contract allows; another language given whole or not at all (users would
 * see a title in theirs over the English text).
 */
function textProblems(d: ActivityDraft): Problem[] {
  const problems: Problem[] = [];
  if (d.title.en_US.trim() === '')
    problems.push({ field: 'titleEn', key: 'referral.activity.problem.titleEn' });
  if (d.body.en_US.trim() === '')
    problems.push({ field: 'bodyEn', key: 'referral.activity.problem.bodyEn' });
  for (const locale of LOCALES) {
    const title = d.title[locale].trim();
    const body = d.body[locale].trim();
    if (title.length > ACTIVITY_TEXT_MAX || body.length > ACTIVITY_TEXT_MAX)
      problems.push({
        field: `locale:${locale}`,
        key: 'referral.activity.problem.textLong',
        params: { language: LOCALE_NATIVE_NAMES[locale], max: ACTIVITY_TEXT_MAX },
      });
    if (locale !== 'en_US' && (title === '') !== (body === ''))
      problems.push({
        field: `locale:${locale}`,
        key: 'referral.activity.problem.textHalf',
        params: { language: LOCALE_NATIVE_NAMES[locale] },
      });
  }
  return problems;
}

/** The window as epoch ms: NaN where a time is missing or malformed. */
export function windowOf(d: Pick<ActivityDraft, 'startsAt' | 'endsAt'>) {
  return { startsAt: fromLocalInput(d.startsAt), endsAt: fromLocalInput(d.endsAt) };
}

/** The number of rewards: null for no limit, undefined when not a whole number. */
function slotsOf(text: string): number | null | undefined {
  if (text === '') return null;
  return wholeOf(text) ?? undefined;
}

/** Everything that stops the activity from being sent, in the form's order. */
export function activityProblems(d: ActivityDraft): Problem[] {
  const problems = textProblems(d);
  if (!fits(shape.asset, d.asset))
    problems.push({ field: 'asset', key: 'referral.activity.problem.asset' });
  if (!fits(shape.reward, d.reward))
    problems.push({ field: 'reward', key: 'referral.activity.problem.reward' });
  if (hasTarget(d.kind) && !fits(shape.targetUsdt, d.targetUsdt))
    problems.push({ field: 'targetUsdt', key: `referral.activity.problem.target.${d.kind}` });
  const { startsAt, endsAt } = windowOf(d);
  if (!fits(shape.startsAt, startsAt))
    problems.push({ field: 'startsAt', key: 'referral.activity.problem.startsAt' });
  if (!fits(shape.endsAt, endsAt))
    problems.push({ field: 'endsAt', key: 'referral.activity.problem.endsAt' });
  else if (endsAt <= startsAt)
    problems.push({ field: 'endsAt', key: 'referral.activity.problem.window' });
  const slots = slotsOf(d.slots);
  if (slots === undefined || !fits(shape.slots, slots))
    problems.push({ field: 'slots', key: 'referral.activity.problem.slots' });
  return problems;
}

/** The languages given, trimmed; languages left empty are not sent (users see the English). */
function textsSent(
  texts: ActivityTexts,
  saved: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const sent: Record<string, string> = {};
  // Keys outside the ten languages, should a stored activity have any, are kept as they are.
  for (const [key, value] of Object.entries(saved ?? {}))
    if (!(LOCALES as readonly string[]).includes(key)) sent[key] = value;
  for (const locale of LOCALES) {
    const text = texts[locale].trim();
    if (text !== '') sent[locale] = text;
  }
  return sent;
}

/**
 * A time as sent: the stored instant when the field still shows it (the
 * input keeps minutes only, so a stored time with seconds is not moved by
 * an edit of something else), else the typed local time.
 */
function instantSent(typed: string, stored: number | undefined): number {
  if (stored !== undefined && typed === toLocalInput(stored)) return stored;
  return fromLocalInput(typed);
}

/** What the server gets; only sent without problems. A claim activity has no target. */
export function activityBodyOf(d: ActivityDraft, saved: ActivityConsole | null): ActivityBody {
  return {
    kind: d.kind,
    title: textsSent(d.title, saved?.title),
    body: textsSent(d.body, saved?.body),
    asset: d.asset.trim().toUpperCase(),
    reward: d.reward.trim(),
    targetUsdt: hasTarget(d.kind) ? d.targetUsdt.trim() : null,
    startsAt: instantSent(d.startsAt, saved?.startsAt),
    endsAt: instantSent(d.endsAt, saved?.endsAt),
    slots: slotsOf(d.slots) ?? null,
  };
}

/**
 * Why entries that reached the target are not paid yet. The server counts
 * every such entry; only those of a running activity with slots left wait
 * for the budget and are paid when it is topped up. Once the activity has
 * ended or been closed they expire; with every slot taken they never get one.
 */
export type Waiting = 'budget' | 'ended' | 'full';

export function waitingOf(
  a: Pick<ActivityConsole, 'status' | 'endsAt' | 'slots' | 'rewarded'>,
  nowMs: number,
): Waiting {
  if (a.status !== 'published' || a.endsAt <= nowMs) return 'ended';
  if (a.slots !== null && a.rewarded >= a.slots) return 'full';
  return 'budget';
}

/** The operator's own time zone, which the window's inputs are in. */
export const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant in UTC to the minute, as users are told an activity's start: `2025-03-01 02:00 UTC`. */
export function utcMinute(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}
