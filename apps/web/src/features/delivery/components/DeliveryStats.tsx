import type { PerpConfig } from '@exchange/contracts';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPrice } from '../../market/format';
import { NO_VALUE } from '../../settings/fiat';
import { Stat } from '../../perp/components/Stat';
import { useNowMs } from '../../perp/useNowMs';
import { expiryOf, type Expiry } from '../expiry';

/** How often the series is asked for its next contract while the current one settles. */
const SETTLING_POLL_MS = 2_000;

/**
 * While `settling`, calls `poll` at once and then every few seconds: the
 * server lists the next contract within a second or two of the expiry.
 */
function useWhileSettling(settling: boolean, poll: () => void): void {
  const onPoll = useEffectEvent(poll);
  useEffect(() => {
    if (!settling) return;
    onPoll();
    const timer = window.setInterval(() => onPoll(), SETTLING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [settling]);
}

/** The current contract's expiry in words: a countdown under a day, else its date. */
export function useExpiryText(): (expiry: Expiry) => string {
  const { t } = useTranslation();
  return (expiry) => {
    if (expiry.state === 'settling') return t('delivery.settling');
    if (expiry.state === 'countdown') return t('delivery.expiresIn', { time: expiry.text });
    if (expiry.state === 'date')
      return t('delivery.expiresOn', { date: formatDateTime(expiry.atMs) });
    return NO_VALUE;
  };
}

/** The settlement rule in plain words: the index averaged over the window before expiry. */
function useRuleText(): (windowMinutes: number | null) => string {
  const { t } = useTranslation();
  return (windowMinutes) => {
    if (windowMinutes === null) return t('delivery.rule.atExpiry');
    if (windowMinutes === 1) return t('delivery.rule.oneMinute');
    return t('delivery.rule.minutes', { minutes: windowMinutes });
  };
}

/**
 * A delivery series' own figures: the countdown to the current contract's
 * expiry ("Settling…" once it passes, while the next contract is fetched),
 * the previous contract's settlement price and how the settlement price is
 * found. There is no funding: the price meets the index at expiry instead.
 */
export function DeliveryStats({
  contract,
  onSettling,
}: {
  contract: PerpConfig;
  /** Refetches the series, to pick up its next contract. */
  onSettling: () => void;
}) {
  const { t } = useTranslation();
  const expiry = expiryOf(contract.expiresAt, useNowMs());
  const expiryText = useExpiryText();
  const ruleText = useRuleText();
  useWhileSettling(expiry.state === 'settling', onSettling);
  return (
    <>
      <Stat
        label={t('delivery.stats.current')}
        value={expiryText(expiry)}
        testId="delivery-expiry"
      />
      <Stat
        label={t('delivery.stats.lastSettlement')}
        value={
          contract.lastSettlementPrice === null
            ? t('delivery.noSettlement')
            : formatPrice(contract.lastSettlementPrice, contract.pricePrecision)
        }
        testId="delivery-last-settlement"
      />
      <Stat
        wide
        label={t('delivery.stats.settlement')}
        value={ruleText(contract.settleWindowMinutes)}
        testId="delivery-settlement-rule"
      />
    </>
  );
}
