import { useState } from 'react';
import { useCreditProducts, type CreditProductRow } from '../../api/credit';
import { useI18n } from '../../app/context';
import {
  amountColumn,
  codeColumn,
  flagColumn,
  idColumn,
  termColumn,
  textColumn,
  WIDTH,
} from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { Page, Panel } from '../../components/Page';
import { wholeTable } from '../../components/tableQuery';
import { CreditProductForm } from './CreditProductForm';
import { LendingTabs, rateWords } from './lendingParts';
import { NEW_PRODUCT, productDraft, type ProductDraft } from './lendingRules';

/**
 * The credit products users may apply for: the coin and range, the term,
 * the daily rate beside its APR (× 365), the late fee's rate, who lends
 * and whether new applications are taken. A change applies to new
 * applications; a loan keeps the terms it was made with.
 */
export function CreditProductsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const products = useCreditProducts();
  const [editing, setEditing] = useState<ProductDraft | null>(null);

  const columns: Column<CreditProductRow>[] = [
    idColumn('id', t('col.id'), (p) => p.id),
    codeColumn('coin', t('col.coin'), (p) => p.coin),
    amountColumn('minAmount', t('credit.minAmount'), (p) => p.minAmount),
    amountColumn('maxAmount', t('credit.maxAmount'), (p) => p.maxAmount),
    { ...idColumn('cycleDays', t('credit.cycleDays'), (p) => p.cycleDays), width: WIDTH.code },
    {
      id: 'dailyRate',
      header: t('credit.dailyRate'),
      value: (p) => p.dailyRate,
      render: (p) => (
        <span className="nowrap" data-testid="product-rate">
          {rateWords(t, p.dailyRate, 'day', p.apr)}
        </span>
      ),
      csv: (p) => rateWords(t, p.dailyRate, 'day', p.apr),
      sort: 'decimal',
      width: WIDTH.long + 40,
    },
    {
      id: 'lateDailyRate',
      header: t('credit.lateDailyRate'),
      value: (p) => p.lateDailyRate,
      render: (p) => rateWords(t, p.lateDailyRate, 'day', p.lateApr),
      csv: (p) => rateWords(t, p.lateDailyRate, 'day', p.lateApr),
      sort: 'decimal',
      width: WIDTH.long + 40,
    },
    termColumn(i18n, 'repayment', t('credit.repayment'), 'creditRepayment', (p) => p.repayment),
    textColumn('lender', t('credit.lender'), (p) => p.lender),
    flagColumn(i18n, 'enabled', t('credit.enabled'), (p) => p.enabled),
  ];

  return (
    <Page
      title={t('credit.productsTitle')}
      actions={
        <button
          type="button"
          className="primary"
          data-testid="product-new"
          onClick={() => setEditing(NEW_PRODUCT)}
        >
          {t('credit.productNew')}
        </button>
      }
    >
      <LendingTabs />
      <Panel title={t('credit.products')} testId="credit-products">
        <p className="muted">{t('credit.productsNote')}</p>
        <DataTable
          testId="product-table"
          columns={columns}
          rowKey={(p) => p.id}
          rowTestId="product-row"
          exportName="credit-products"
          {...wholeTable(products)}
          actions={(p) => (
            <button
              type="button"
              className="small"
              data-testid="product-edit"
              onClick={() => setEditing(productDraft(p))}
            >
              {t('common.edit')}
            </button>
          )}
        />
      </Panel>
      {editing && <CreditProductForm initial={editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
