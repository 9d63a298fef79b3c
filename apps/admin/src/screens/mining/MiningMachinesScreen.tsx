import type { MiningConsoleMachine } from '@exchange/contracts';
import { useState } from 'react';
import { useMiningActions, useMiningMachines } from '../../api/mining';
import { useI18n } from '../../app/context';
import { codeColumn, idColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs';
import { Page, Panel } from '../../components/Page';
import { wholeTable } from '../../components/tableQuery';
import { MiningMachineForm } from './MiningMachineForm';
import { MiningStatusBadge, priceTermWords } from './miningParts';

/** Room for a row's two buttons: Edit, and List or Lock. */
const ACTIONS_WIDTH = 150;

type Dialog =
  | { kind: 'edit'; machine: MiningConsoleMachine | null }
  | { kind: 'status'; machine: MiningConsoleMachine };

/**
 * The mining machines (earn.manage): each with its type, price and term,
 * hash rate, power, units rented of its stock, limit per user, status and
 * orders in custody. A machine is created as a draft and listed when it
 * should sell; locking stops new rentals while the machines in custody
 * keep mining.
 */
export function MiningMachinesScreen() {
  const { t } = useI18n();
  const machines = useMiningMachines();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const columns: Column<MiningConsoleMachine>[] = [
    idColumn('id', t('col.id'), (m) => m.id),
    {
      id: 'type',
      header: t('mining.type'),
      value: (m) => t(`mining.type.${m.type}`),
      sort: 'text',
      width: WIDTH.text + 20,
    },
    {
      id: 'name',
      header: t('mining.name'),
      value: (m) => m.name,
      sort: 'text',
      width: WIDTH.long,
    },
    codeColumn('coin', t('col.coin'), (m) => m.coin),
    {
      id: 'priceTerm',
      header: t('mining.priceTerm'),
      value: (m) => m.price,
      render: (m) => (
        <span className="nowrap" data-testid="mining-price-term">
          {priceTermWords(t, m)}
        </span>
      ),
      csv: (m) => priceTermWords(t, m),
      sort: 'decimal',
      width: WIDTH.long,
    },
    {
      id: 'hashRate',
      header: t('mining.hashRate'),
      value: (m) => m.hashRate,
      render: (m) => <span className="nowrap">{`${m.hashRate} ${m.hashUnit}`}</span>,
      csv: (m) => `${m.hashRate} ${m.hashUnit}`,
      sort: 'decimal',
      numeric: true,
      width: WIDTH.amount,
    },
    {
      id: 'power',
      header: t('mining.power'),
      value: (m) => m.powerW,
      render: (m) => t('mining.powerValue', { watts: m.powerW }),
      sort: 'number',
      numeric: true,
      width: WIDTH.text,
    },
    {
      id: 'rented',
      header: t('mining.rentedOfStock'),
      value: (m) => m.sold,
      render: (m) => (
        <span className="nowrap" data-testid="mining-rented">
          {t('mining.rentedValue', { sold: m.sold, stock: m.stock })}
        </span>
      ),
      csv: (m) => `${m.sold}/${m.stock}`,
      sort: 'number',
      numeric: true,
      width: WIDTH.long,
    },
    idColumn('userLimit', t('mining.userLimit'), (m) => m.userLimit),
    {
      id: 'status',
      header: t('col.status'),
      value: (m) => m.status,
      render: (m) => <MiningStatusBadge status={m.status} />,
      csv: (m) => t(`mining.status.${m.status}`),
      sort: 'text',
      width: WIDTH.status,
    },
    idColumn('openOrders', t('mining.openOrders'), (m) => m.openOrders),
  ];

  return (
    <Page
      title={t('mining.title')}
      actions={
        <button
          type="button"
          className="primary"
          data-testid="mining-new"
          onClick={() => setDialog({ kind: 'edit', machine: null })}
        >
          {t('mining.machineNew')}
        </button>
      }
    >
      <Panel title={t('mining.machines')} testId="mining-machines">
        <p className="muted">{t('mining.machinesNote')}</p>
        <DataTable
          testId="mining-table"
          columns={columns}
          rowKey={(m) => m.id}
          rowTestId="mining-row"
          exportName="mining-machines"
          {...wholeTable(machines)}
          actionsWidth={ACTIONS_WIDTH}
          actions={(m) => (
            <span className="nowrap">
              <button
                type="button"
                className="small"
                data-testid="mining-edit"
                onClick={() => setDialog({ kind: 'edit', machine: m })}
              >
                {t('common.edit')}
              </button>{' '}
              <button
                type="button"
                className="small"
                data-testid={m.status === 'listed' ? 'mining-lock' : 'mining-list'}
                onClick={() => setDialog({ kind: 'status', machine: m })}
              >
                {t(m.status === 'listed' ? 'mining.lock' : 'mining.list')}
              </button>
            </span>
          )}
        />
      </Panel>
      {dialog?.kind === 'edit' && <MiningMachineForm machine={dialog.machine} onClose={close} />}
      {dialog?.kind === 'status' && <StatusDialog machine={dialog.machine} onClose={close} />}
    </Page>
  );
}

/**
 * Listing or locking, after a look at what it means: a listing puts the
 * stock left on sale; a lock stops new rentals, and the orders in custody
 * go on. A refusal is shown and the dialog stays open.
 */
function StatusDialog(props: { machine: MiningConsoleMachine; onClose(): void }) {
  const { t } = useI18n();
  const { setStatus } = useMiningActions();
  const { machine: m } = props;
  const listing = m.status !== 'listed';
  const params = {
    name: m.name,
    remaining: m.remaining,
    stock: m.stock,
    userLimit: m.userLimit,
    count: m.openOrders,
  };
  return (
    <ConfirmDialog
      title={t(listing ? 'mining.listTitle' : 'mining.lockTitle', { name: m.name })}
      message={t(listing ? 'mining.listConfirm' : 'mining.lockConfirm', params)}
      confirmLabel={t(listing ? 'mining.list' : 'mining.lock')}
      danger={!listing}
      pending={setStatus.isPending}
      onCancel={props.onClose}
      onConfirm={() =>
        setStatus.mutate(
          { id: m.id, status: listing ? 'listed' : 'locked' },
          { onSuccess: props.onClose },
        )
      }
    />
  );
}
