import type { EarnProduct } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hourText, percentText } from '../../lending/format';
import { formatExact } from '../../wallet/format';
import { HOLD_HOURS, isOneRate, redemptionExample } from '../earnMath';
import { proofPath } from '../paths';

/** The rate rule: the range operators publish within, or the one fixed rate. */
function RateRule({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  return (
    <li data-testid="earn-rule-rate">
      {isOneRate(product.rateMin, product.rateMax)
        ? t('earn.rules.rateFixed', {
            rate: percentText(product.rateMin),
            apr: percentText(product.aprMin),
          })
        : t('earn.rules.rate', {
            min: percentText(product.rateMin),
            max: percentText(product.rateMax),
            aprMin: percentText(product.aprMin),
            aprMax: percentText(product.aprMax),
          })}
    </li>
  );
}

/** A fund's early redemption worked through with its own terms. */
function RedemptionExample({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  const example = redemptionExample(product);
  if (!example) return null;
  return (
    <div className="notice lending-inline" data-testid="earn-redeem-example">
      <strong>{t('earn.rules.exampleTitle')}</strong>
      <p className="lending-note">
        {t('earn.rules.example', {
          amount: formatExact(example.amount),
          coin: product.coin,
          days: example.days,
          ratio: percentText(product.penaltyRatio),
          penalty: formatExact(example.penalty),
          returned: formatExact(example.returned),
        })}
      </p>
    </div>
  );
}

/**
 * "Fund rules" or "Lock-up rules": when income starts and is paid, how
 * the rate is set, where the principal is held and how it comes back, how
 * a fund is redeemed early (with a worked example) or a lock-up cancelled,
 * and where every payout is funded from.
 */
export function ProductRules({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  const clock = { hour: hourText(product.payoutHour), zone: product.timeZone };
  const fund = product.kind === 'fund';
  return (
    <section className="card lending-card lending-inline" data-testid="earn-rules">
      <h3 className="card-title">
        {fund ? t('earn.rules.fundTitle') : t('earn.rules.lockupTitle')}
      </h3>
      <ol className="lending-rules">
        {fund ? (
          <li data-testid="earn-rule-start">{t('earn.rules.hold', { hours: HOLD_HOURS })}</li>
        ) : (
          <>
            <li data-testid="earn-rule-start">
              {product.lockDate === null
                ? t('earn.rules.lockNoDate', clock)
                : t('earn.rules.lock', { ...clock, date: product.lockDate })}
            </li>
            <li data-testid="earn-rule-cancel">{t('earn.rules.cancel')}</li>
          </>
        )}
        <li data-testid="earn-rule-payout">{t('earn.rules.payout', clock)}</li>
        <RateRule product={product} />
        <li>{t('earn.rules.custody')}</li>
        <li data-testid="earn-rule-end">
          {fund
            ? t('earn.rules.maturity', { days: product.cycleDays })
            : t('earn.rules.unlock', { days: product.cycleDays })}
        </li>
        {fund && (
          <li data-testid="earn-rule-redeem">
            {t('earn.rules.redeem', { ratio: percentText(product.penaltyRatio) })}
          </li>
        )}
        <li data-testid="earn-rule-funding">{t('earn.rules.funding')}</li>
      </ol>
      {fund && <RedemptionExample product={product} />}
      <Link to={proofPath(product.id)} className="lending-link" data-testid="earn-proof-link">
        {t('earn.proof.title')}
      </Link>
    </section>
  );
}
