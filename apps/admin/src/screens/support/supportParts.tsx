import {
  LOCALE_NATIVE_NAMES,
  type Locale,
  type SupportLink,
  type SupportStaffMessage,
  type SupportStatus,
} from '@exchange/contracts';
import { useEffect, useState } from 'react';
import { useI18n } from '../../app/context';
import { Badge, type Tone } from '../../components/Badge';
import type { Translator } from '../../i18n';
import { durationParts, formatTime } from '../../lib/format';

/** The pieces the support screens share: badges, names of languages and records, times. */

const STATUS_TONE: Readonly<Record<SupportStatus, Tone>> = {
  pending: 'neutral',
  open: 'warn',
  snoozed: 'info',
  resolved: 'ok',
};

export function SupportStatusBadge(props: { status: SupportStatus }) {
  const { t } = useI18n();
  return (
    <span data-testid="support-status">
      <Badge tone={STATUS_TONE[props.status]}>{t(`supportStatus.${props.status}`)}</Badge>
    </span>
  );
}

/** A language as it names itself, with its code: "Deutsch (de_DE)". */
export function languageName(locale: Locale): string {
  return `${LOCALE_NATIVE_NAMES[locale]} (${locale})`;
}

export function linkText(i18n: Translator, link: SupportLink): string {
  return `${i18n.t(`supportLink.${link.kind}`)} ${link.ref}`;
}

/** How long a user has waited for a person, from `since` to `nowMs`. */
export function waitText(i18n: Translator, since: number, nowMs: number): string {
  const parts = durationParts((nowMs - since) / 1000);
  if (parts.unit === 'days') return i18n.t('support.waitDays', parts);
  if (parts.unit === 'hours') return i18n.t('support.waitHours', parts);
  if (parts.minutes === 0) return i18n.t('support.waitJust');
  return i18n.t('support.waitMinutes', parts);
}

/** The time now, again every `everyMs` (waiting times, the withdrawal window, typing). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** An activity line in the reader's language, from its code. */
export function activityText(i18n: Translator, message: SupportStaffMessage): string {
  const activity = message.activity;
  if (!activity) return '';
  const name = activity.name ?? '';
  const time = activity.code === 'snoozed' && /^\d+$/.test(name) ? formatTime(Number(name)) : name;
  const link = activity.link ? linkText(i18n, activity.link) : name;
  return i18n.t(`supportActivity.${activity.code}`, { name, time, link });
}
