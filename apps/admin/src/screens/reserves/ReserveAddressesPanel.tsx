import type { AdminReserveAddress } from '@exchange/contracts';
import { useState } from 'react';
import { useLiabilityActions, useReserveAddresses } from '../../api/liabilities';
import { useCan, useI18n } from '../../app/context';
import { Badge } from '../../components/Badge';
import { codeColumn, longColumn, textColumn, timeColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs';
import { Panel } from '../../components/Page';
import { wholeTable } from '../../components/tableQuery';
import { formatTime } from '../../lib/format';
import { AddReserveDialog } from './AddReserveDialog';
import { SimulatedBadge } from './reserveParts';

type Address = AdminReserveAddress;

/**
 * The custody addresses, published and removed: where each is, what it is
 * called, when its message was signed and who added it (the server itself
 * for a simulated chain's hot wallet). Operators who may publish
 * (liabilities.publish) add one, signed offline, and remove one.
 */
export function ReserveAddressesPanel() {
  const { t } = useI18n();
  const can = useCan();
  const mayPublish = can('liabilities.publish');
  const addresses = useReserveAddresses();
  const { remove } = useLiabilityActions();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Address | null>(null);

  const addedBy = (a: Address) =>
    a.addedBy === null ? t('reserves.addedByServer') : t('reserves.operator', { id: a.addedBy });
  const state = (a: Address) =>
    a.removedAt === null
      ? t('reserves.active')
      : t('reserves.removedAt', { time: formatTime(a.removedAt) });

  const columns: Column<Address>[] = [
    codeColumn('network', t('reserves.network'), (a) => a.network),
    codeColumn('family', t('reserves.family'), (a) => t(`reserves.family.${a.family}`)),
    {
      ...textColumn('label', t('reserves.label'), (a) => a.label),
      render: (a) => (
        <span className="nowrap">
          {a.label}
          {a.simulated && (
            <>
              {' '}
              <SimulatedBadge />
            </>
          )}
        </span>
      ),
      width: WIDTH.long,
    },
    { ...longColumn('address', t('reserves.address'), (a) => a.address), width: 260 },
    timeColumn('signed', t('reserves.signed'), (a) => a.signedAt),
    { ...textColumn('addedBy', t('reserves.addedBy'), addedBy), width: WIDTH.long },
    {
      id: 'state',
      header: t('reserves.state'),
      value: (a) => a.removedAt,
      render: (a) => (
        <span data-testid="reserve-state">
          <Badge tone={a.removedAt === null ? 'ok' : 'neutral'}>{state(a)}</Badge>
        </span>
      ),
      csv: state,
      sort: 'number',
      width: WIDTH.time + 60,
    },
  ];

  return (
    <Panel
      title={t('reserves.addresses')}
      testId="reserve-addresses"
      actions={
        mayPublish && (
          <button
            type="button"
            className="primary"
            data-testid="reserve-add"
            onClick={() => setAdding(true)}
          >
            {t('reserves.add')}
          </button>
        )
      }
    >
      <p className="muted">{t('reserves.addressesNote')}</p>
      <DataTable
        testId="reserve-table"
        columns={columns}
        rowKey={(a) => a.addressId}
        rowTestId="reserve-row"
        exportName="reserve-addresses"
        {...wholeTable(addresses)}
        actions={
          mayPublish
            ? (a) =>
                a.removedAt === null && (
                  <button
                    type="button"
                    className="small danger"
                    data-testid="reserve-remove"
                    onClick={() => setRemoving(a)}
                  >
                    {t('reserves.remove')}
                  </button>
                )
            : undefined
        }
      />
      {adding && (
        <AddReserveDialog
          networks={[...new Set((addresses.data ?? []).map((a) => a.network))]}
          onClose={() => setAdding(false)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('reserves.removeTitle')}
          message={t('reserves.removeConfirm', {
            address: removing.address,
            network: removing.network,
            label: removing.label,
          })}
          confirmLabel={t('reserves.remove')}
          danger
          pending={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(
              { id: removing.addressId, address: removing.address },
              { onSuccess: () => setRemoving(null) },
            )
          }
        />
      )}
    </Panel>
  );
}
