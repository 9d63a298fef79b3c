import type { EarnConsoleProduct } from '@exchange/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useEarnActions, useEarnProducts } from '../../api/earn';
import { useI18n } from '../../app/context';
import { amountColumn, codeColumn, idColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs';
import { Page, Panel } from '../../components/Page';
import { wholeTable } from '../../components/tableQuery';
import { EarnFundingDialog } from './EarnFundingDialog';
import { EarnProductForm } from './EarnProductForm';
import { EarnStatusBadge, EarnTabs, rangeWords } from './earnParts';

/** Room for a row's three buttons: Edit, List or Delist, Fund. */
const ACTIONS_WIDTH = 210;

type Dialog =
  | { kind: 'edit'; product: EarnConsoleProduct | null }
  | { kind: 'status'; product: EarnConsoleProduct }
  | { kind: 'fund'; product: EarnConsoleProduct };

/**
 * The earn products (earn.manage): funds and pool lock-ups, each with its
 * daily rate range beside the APR, its sales, its status and its funding
 * account. A product is created as a draft, funded from its coin's
 * treasury, then listed: the server lists it only when its free funding
 * covers the most its unsold stock could be paid.
 */
export function EarnProductsScreen() {
  const { t } = useI18n();
  const products = useEarnProducts();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const columns: Column<EarnConsoleProduct>[] = [
    idColumn('id', t('col.id'), (p) => p.id),
    {
      id: 'name',
      header: t('earn.name'),
      value: (p) => p.name,
      render: (p) => (
        <Link to={`/earn/products/${p.id}`} data-testid="earn-open">
          {p.name}
        </Link>
      ),
      sort: 'text',
      width: WIDTH.long,
    },
    {
      id: 'kind',
      header: t('earn.kind'),
      value: (p) => t(`earn.kind.${p.kind}`),
      sort: 'text',
      width: WIDTH.text,
    },
    codeColumn('coin', t('col.coin'), (p) => p.coin),
    {
      ...idColumn('cycleDays', t('earn.cycleDays'), (p) => p.cycleDays),
      render: (p) => t('earn.days', { days: p.cycleDays }),
      width: WIDTH.code,
    },
    {
      id: 'rate',
      header: t('earn.dailyRate'),
      value: (p) => p.rateMin,
      render: (p) => (
        <span className="nowrap" data-testid="earn-rate">
          {rangeWords(t, p)}
        </span>
      ),
      csv: (p) => rangeWords(t, p),
      sort: 'decimal',
      width: WIDTH.long + 120,
    },
    {
      id: 'sold',
      header: t('earn.soldOfStock'),
      value: (p) => p.sold,
      render: (p) => (
        <span className="nowrap" data-testid="earn-sold">
          {t('earn.soldValue', { sold: p.sold, stock: p.stock })}
        </span>
      ),
      csv: (p) => `${p.sold}/${p.stock}`,
      sort: 'decimal',
      numeric: true,
      width: WIDTH.long,
    },
    {
      id: 'status',
      header: t('col.status'),
      value: (p) => p.status,
      render: (p) => <EarnStatusBadge status={p.status} />,
      csv: (p) => t(`earn.status.${p.status}`),
      sort: 'text',
      width: WIDTH.status,
    },
    amountColumn('free', t('earn.free'), (p) => p.funding.free),
    amountColumn('reserved', t('earn.reserved'), (p) => p.funding.reserved),
    amountColumn('paid', t('earn.paid'), (p) => p.funding.paid),
    idColumn('openOrders', t('earn.openOrders'), (p) => p.openOrders),
  ];

  return (
    <Page
      title={t('earn.title')}
      actions={
        <button
          type="button"
          className="primary"
          data-testid="earn-new"
          onClick={() => setDialog({ kind: 'edit', product: null })}
        >
          {t('earn.productNew')}
        </button>
      }
    >
      <EarnTabs />
      <Panel title={t('earn.products')} testId="earn-products">
        <p className="muted">{t('earn.productsNote')}</p>
        <DataTable
          testId="earn-table"
          columns={columns}
          rowKey={(p) => p.id}
          rowTestId="earn-row"
          exportName="earn-products"
          {...wholeTable(products)}
          actionsWidth={ACTIONS_WIDTH}
          actions={(p) => (
            <span className="nowrap">
              <button
                type="button"
                className="small"
                data-testid="earn-edit"
                onClick={() => setDialog({ kind: 'edit', product: p })}
              >
                {t('common.edit')}
              </button>{' '}
              <button
                type="button"
                className="small"
                data-testid={p.status === 'listed' ? 'earn-delist' : 'earn-list'}
                onClick={() => setDialog({ kind: 'status', product: p })}
              >
                {t(p.status === 'listed' ? 'earn.delist' : 'earn.list')}
              </button>{' '}
              <button
                type="button"
                className="small"
                data-testid="earn-fund"
                onClick={() => setDialog({ kind: 'fund', product: p })}
              >
                {t('earn.fund')}
              </button>
            </span>
          )}
        />
      </Panel>
      {dialog?.kind === 'edit' && (
        <EarnProductForm product={dialog.product} products={products.data} onClose={close} />
      )}
      {dialog?.kind === 'status' && <StatusDialog product={dialog.product} onClose={close} />}
      {dialog?.kind === 'fund' && <EarnFundingDialog product={dialog.product} onClose={close} />}
    </Page>
  );
}

/**
 * Listing or delisting, after a look at what it means. The server refuses
 * a listing the free funding does not cover (EARN_FUNDING_SHORT); its
 * refusal is shown and the dialog stays open.
 */
export function StatusDialog(props: { product: EarnConsoleProduct; onClose(): void }) {
  const { t } = useI18n();
  const { setStatus } = useEarnActions();
  const { product: p } = props;
  const listing = p.status !== 'listed';
  const params = {
    name: p.name,
    coin: p.coin,
    free: p.funding.free,
    needed: p.funding.unsoldMaxIncome,
  };
  return (
    <ConfirmDialog
      title={t(listing ? 'earn.listTitle' : 'earn.delistTitle', { name: p.name })}
      message={t(listing ? 'earn.listConfirm' : 'earn.delistConfirm', params)}
      confirmLabel={t(listing ? 'earn.list' : 'earn.delist')}
      danger={!listing}
      pending={setStatus.isPending}
      onCancel={props.onClose}
      onConfirm={() =>
        setStatus.mutate(
          { id: p.id, status: listing ? 'listed' : 'delisted' },
          { onSuccess: props.onClose },
        )
      }
    />
  );
}
