import type { AdminLiabilityRound } from '@exchange/contracts';
import { useState } from 'react';
import { useLiabilityRounds } from '../../api/liabilities';
import { useI18n } from '../../app/context';
import { idColumn, noteColumn, textColumn, timeColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { wholeTable } from '../../components/tableQuery';
import { RoundAssets } from './RoundAssets';
import { RoundStatusBadge } from './reserveParts';
import { assetRows, mismatchedAssets, verifiedShare } from './reserveRules';

type Round = AdminLiabilityRound;

/**
 * Every round, newest first: its status, snapshot and publication, who ran
 * it, how many users could verify and how many did, and why a failed one
 * failed. Under each row, a round whose trees disagree with the ledger says
 * so at once; the row opens to its assets and holdings.
 */
export function RoundsTable() {
  const { t } = useI18n();
  const rounds = useLiabilityRounds();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const ranBy = (r: Round) =>
    r.operatorId === null ? t('reserves.schedule') : t('reserves.operator', { id: r.operatorId });
  const verified = (r: Round) => {
    const share = verifiedShare(r);
    return share === null
      ? String(r.verifiedUsers)
      : t('reserves.verifiedValue', { verified: r.verifiedUsers, share });
  };

  const columns: Column<Round>[] = [
    idColumn('id', t('col.id'), (r) => r.id),
    {
      id: 'status',
      header: t('col.status'),
      value: (r) => r.status,
      render: (r) => <RoundStatusBadge status={r.status} />,
      csv: (r) => t(`reserves.status.${r.status}`),
      sort: 'text',
      width: WIDTH.status - 20,
    },
    timeColumn('snapshot', t('reserves.snapshot'), (r) => r.snapshotAt),
    timeColumn('published', t('reserves.published'), (r) => r.publishedAt),
    textColumn('ranBy', t('reserves.ranBy'), ranBy),
    idColumn('users', t('reserves.users'), (r) => r.users),
    {
      id: 'verified',
      header: t('reserves.verified'),
      value: (r) => r.verifiedUsers,
      render: (r) => (
        <span className="nowrap" data-testid="round-verified">
          {verified(r)}
        </span>
      ),
      csv: verified,
      sort: 'number',
      numeric: true,
      width: WIDTH.text + 20,
    },
    noteColumn('error', t('reserves.error'), (r) => r.error),
  ];

  return (
    <DataTable
      testId="round-table"
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId="round-row"
      exportName="liability-rounds"
      {...wholeTable(rounds)}
      detail={(r) => <RoundLine round={r} open={open.has(r.id)} onToggle={() => toggle(r.id)} />}
    />
  );
}

/** The line under a round: the ledger mismatch if any, and the button that opens its assets. */
function RoundLine(props: { round: Round; open: boolean; onToggle(): void }) {
  const { t } = useI18n();
  const { round } = props;
  const rows = assetRows(round);
  const mismatched = mismatchedAssets(round);
  return (
    <div className="stack tight">
      {mismatched.length > 0 && (
        <p className="warning" role="alert" data-testid="round-mismatch">
          {t('reserves.mismatchAlert', { assets: mismatched.join(', ') })}
        </p>
      )}
      <div>
        <button
          type="button"
          className="small"
          aria-expanded={props.open}
          data-testid="round-toggle"
          disabled={rows.length === 0}
          onClick={props.onToggle}
        >
          {rows.length === 0
            ? t('reserves.noAssets')
            : props.open
              ? t('reserves.hideAssets')
              : t('reserves.showAssets', { count: rows.length })}
        </button>
      </div>
      {props.open && rows.length > 0 && <RoundAssets round={round} rows={rows} />}
    </div>
  );
}
