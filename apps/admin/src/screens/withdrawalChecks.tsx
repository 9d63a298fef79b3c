import type { AdminWithdrawal } from '../api/withdrawals';
import type { Translator } from '../i18n';
import { Badge, type Tone } from '../components/Badge';
import { durationParts, formatTime, timeValue } from '../lib/format';

/** An account younger than this at its request is marked as new. */
const NEW_ACCOUNT_MS = 7 * 86_400_000;

interface Check {
  readonly testId: string;
  readonly tone: Tone;
  readonly text: string;
  /** The whole of it, when the badge is short (an exact time). */
  readonly title?: string;
}

/** A span of time as its largest unit: "3 d", "5 h", "12 min". */
function span(t: Translator['t'], ms: number): string {
  const parts = durationParts(ms / 1000);
  if (parts.unit === 'days') return t('withdrawals.days', { n: parts.days });
  if (parts.unit === 'hours') return t('withdrawals.hours', { n: parts.hours });
  return t('withdrawals.minutes', { n: parts.minutes });
}

/**
 * What a reviewer weighs, as short badges: the worth and whether approving
 * needs a code, the new-address hold, the account's age at the request, its
 * deposits, the user's requests that day, the address, and a recent
 * security change. Worded here, not on the server, so both languages read it.
 */
export function withdrawalChecks(i18n: Translator, w: AdminWithdrawal, nowMs: number): Check[] {
  const { t } = i18n;
  const { risk } = w;
  const checks: Check[] = [];
  if (w.needsCode)
    checks.push({
      testId: 'check-value',
      tone: 'info',
      text:
        w.usdtValue === null
          ? t('withdrawals.unpricedNeedsCode')
          : t('withdrawals.valueNeedsCode', { value: w.usdtValue }),
    });
  else
    checks.push({
      testId: 'check-value',
      tone: 'neutral',
      text: t('withdrawals.value', { value: w.usdtValue ?? '—' }),
    });
  // A first withdrawal to a new address waits 24 h after approval; that badge also says the address is new.
  if (w.holdUntil !== null)
    checks.push({
      testId: 'withdrawal-hold',
      tone: 'warn',
      text: t('withdrawals.newAddressHold', { time: formatTime(w.holdUntil) }),
    });
  else
    checks.push(
      risk.newAddress
        ? { testId: 'check-address', tone: 'warn', text: t('withdrawals.newAddress') }
        : { testId: 'check-address', tone: 'ok', text: t('withdrawals.knownAddress') },
    );
  const ageMs = timeValue(w.createdAt) - risk.registeredAt;
  checks.push({
    testId: 'check-age',
    tone: ageMs < NEW_ACCOUNT_MS ? 'warn' : 'neutral',
    text: t('withdrawals.accountAge', { age: span(t, ageMs) }),
    title: formatTime(risk.registeredAt),
  });
  const { deposits } = risk;
  checks.push(
    deposits.count === 0
      ? { testId: 'check-deposits', tone: 'bad', text: t('withdrawals.noDeposits') }
      : {
          testId: 'check-deposits',
          tone: 'neutral',
          text:
            deposits.usdtValue === null
              ? t('withdrawals.depositCount', { count: deposits.count })
              : t('withdrawals.deposits', { count: deposits.count, value: deposits.usdtValue }),
        },
  );
  checks.push({
    testId: 'check-recent',
    tone: risk.withdrawals24h > 1 ? 'warn' : 'neutral',
    text: t('withdrawals.recent', { count: risk.withdrawals24h }),
  });
  const change = risk.securityChange;
  if (change)
    checks.push({
      testId: 'check-security',
      tone: 'bad',
      text: t('withdrawals.securityChange', {
        event: i18n.term('securityChange', change.event),
        ago: span(t, nowMs - change.time),
      }),
      title: formatTime(change.time),
    });
  return checks;
}

/** The checks as a line of badges, under the withdrawal's row. */
export function WithdrawalChecks(props: { i18n: Translator; row: AdminWithdrawal; nowMs: number }) {
  return (
    <div className="tags" data-testid="withdrawal-checks">
      {withdrawalChecks(props.i18n, props.row, props.nowMs).map((check) => (
        <span key={check.testId} data-testid={check.testId} title={check.title}>
          <Badge tone={check.tone}>{check.text}</Badge>
        </span>
      ))}
    </div>
  );
}
