import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatBalance } from '../../wallet/format';

/** What the caller holds in custody now, per coin (confirming and earning orders). */
export function CustodyTotals({
  custody,
  link,
}: {
  custody: readonly { coin: string; amount: string }[];
  /** Under the totals, e.g. the way to the orders. */
  link?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card lending-inline" data-testid="earn-custody">
      <div className="lending-card-head">
        <h3 className="card-title">{t('earn.custody.title')}</h3>
        {link}
      </div>
      {custody.length === 0 ? (
        <p className="muted lending-none" data-testid="earn-custody-none">
          {t('earn.custody.none')}
        </p>
      ) : (
        <DetailRows
          rows={custody.map((total) => ({
            label: total.coin,
            value: <strong>{`${formatBalance(total.amount)} ${total.coin}`}</strong>,
            testId: `earn-custody-${total.coin}`,
          }))}
        />
      )}
      <p className="muted small lending-note">{t('earn.custody.note')}</p>
    </section>
  );
}
