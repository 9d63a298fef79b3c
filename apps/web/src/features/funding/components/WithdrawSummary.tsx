import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withQuery } from '../../wallet/params';
import { useCoinIndex } from '../../wallet/queries';
import { NO_VALUE } from '../../settings/fiat';
import type { WithdrawDraft } from '../draft';
import { withSymbol } from '../format';
import { FUNDING_PATHS } from '../paths';
import { receiveAmount } from '../withdrawRules';
import { DetailRows } from './DetailRows';

/**
 * The last look before money leaves: an on-chain withdrawal cannot be
 * reversed, so the network, full address and amounts are repeated here.
 */
export function WithdrawSummary({ draft }: { draft: WithdrawDraft }) {
  const { t } = useTranslation();
  const coin = useCoinIndex().get(draft.symbol);
  const chain = coin?.chains.find((candidate) => candidate.chain === draft.chain);
  const amount = (text: string | null) =>
    text === null ? NO_VALUE : withSymbol(text, draft.symbol);
  return (
    <section className="funding-card" data-testid="withdraw-summary">
      <div className="summary-head">
        <strong>{t('funding.verify.summary')}</strong>
        <Link to={withQuery(FUNDING_PATHS.withdraw, { symbol: draft.symbol })}>
          {t('funding.verify.edit')}
        </Link>
      </div>
      <DetailRows
        rows={[
          { label: t('funding.field.network'), value: `${draft.symbol} · ${draft.chain}` },
          {
            label: t('funding.field.address'),
            value: draft.address,
            copy: { text: draft.address, label: t('funding.field.copyAddress') },
          },
          { label: t('funding.field.amount'), value: amount(draft.amount) },
          chain !== undefined && {
            label: t('funding.withdraw.fee'),
            value: amount(chain.withdrawFee),
          },
          chain !== undefined && {
            label: t('funding.withdraw.receive'),
            value: <strong>{amount(receiveAmount(draft.amount, chain.withdrawFee))}</strong>,
          },
        ]}
      />
      <p className="funding-warning-text small">{t('funding.verify.irreversible')}</p>
    </section>
  );
}
