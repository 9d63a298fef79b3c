import { useState } from 'react';
import { useLoanPairs, type LoanPairRow } from '../../api/lending';
import { useI18n } from '../../app/context';
import { amountColumn, codeColumn, flagColumn, textColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { Panel } from '../../components/Page';
import { wholeTable } from '../../components/tableQuery';
import { LoanPairForm } from './LoanPairForm';
import { rateWords } from './lendingParts';
import { NEW_PAIR, pairDraft, percentText, type PairDraft } from './lendingRules';

/**
 * The pledge pairs: what may be pledged for what, the three ratios (borrow
 * up to, margin call at, liquidation at), the hourly rate beside its APR
 * (× 8760), the late rate, the terms offered and the least loan. A change
 * applies to new loans; open ones keep their own terms.
 */
export function LoanPairsPanel() {
  const i18n = useI18n();
  const { t } = i18n;
  const pairs = useLoanPairs();
  const [editing, setEditing] = useState<PairDraft | null>(null);
  const ratio = (
    id: string,
    header: string,
    get: (p: LoanPairRow) => string,
  ): Column<LoanPairRow> => ({
    ...amountColumn(id, header, get),
    render: (p) => `${percentText(get(p)) ?? get(p)} %`,
  });

  const columns: Column<LoanPairRow>[] = [
    codeColumn('collateral', t('lending.collateral'), (p) => p.collateral),
    codeColumn('loanCoin', t('lending.loanCoin'), (p) => p.loanCoin),
    ratio('initialRatio', t('lending.initialRatio'), (p) => p.initialRatio),
    ratio('callRatio', t('lending.callRatio'), (p) => p.callRatio),
    ratio('liquidationRatio', t('lending.liquidationRatio'), (p) => p.liquidationRatio),
    {
      id: 'hourlyRate',
      header: t('lending.hourlyRate'),
      value: (p) => p.hourlyRate,
      render: (p) => (
        <span className="nowrap" data-testid="pair-rate">
          {rateWords(t, p.hourlyRate, 'hour', p.apr)}
        </span>
      ),
      csv: (p) => rateWords(t, p.hourlyRate, 'hour', p.apr),
      sort: 'decimal',
      width: WIDTH.long + 60,
    },
    {
      id: 'lateHourlyRate',
      header: t('lending.lateHourlyRate'),
      value: (p) => p.lateHourlyRate,
      render: (p) => rateWords(t, p.lateHourlyRate, 'hour'),
      csv: (p) => rateWords(t, p.lateHourlyRate, 'hour'),
      sort: 'decimal',
      width: WIDTH.long + 60,
    },
    textColumn('termDays', t('lending.termDays'), (p) => p.termDays.join(', '), false),
    amountColumn('minLoan', t('lending.minLoan'), (p) => p.minLoan),
    flagColumn(i18n, 'enabled', t('lending.enabled'), (p) => p.enabled),
  ];

  return (
    <Panel
      title={t('lending.pairs')}
      testId="lending-pairs"
      actions={
        <button
          type="button"
          className="small"
          data-testid="pair-new"
          onClick={() => setEditing(NEW_PAIR)}
        >
          {t('lending.pairNew')}
        </button>
      }
    >
      <p className="muted">{t('lending.pairsNote')}</p>
      <DataTable
        testId="pair-table"
        columns={columns}
        rowKey={(p) => p.id}
        rowTestId="pair-row"
        {...wholeTable(pairs)}
        actions={(p) => (
          <button
            type="button"
            className="small"
            data-testid="pair-edit"
            onClick={() => setEditing(pairDraft(p))}
          >
            {t('common.edit')}
          </button>
        )}
      />
      {editing && <LoanPairForm initial={editing} onClose={() => setEditing(null)} />}
    </Panel>
  );
}
