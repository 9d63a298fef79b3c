import { BUSINESS_STATES } from '@exchange/contracts';
import { useState } from 'react';
import { useBusinessActions, useBusinessQueue, type BusinessItem } from '../api/identity';
import { useI18n } from '../app/context';
import {
  amountColumn,
  codeColumn,
  idColumn,
  noteColumn,
  statusFilter,
  textColumn,
  timeColumn,
  WIDTH,
} from '../components/cells';
import type { Column } from '../components/columns';
import { ConfirmDialog } from '../components/dialogs';
import { PagedTable } from '../components/ListScreen';
import { Page } from '../components/Page';
import { useUrlList } from '../components/useList';
import type { TextKey, Translator } from '../i18n';
import { RefusalDialog } from './IdentityDialogs';
import { BusinessStatusBadge, IdentityTabs, businessStateText } from './identityParts';
import { uidColumn } from './UserLink';

type Kind = 'approve' | 'refuse' | 'refundApprove' | 'refundReject';

interface Decision {
  readonly kind: Kind;
  readonly row: BusinessItem;
}

interface Choice {
  readonly kind: Kind;
  readonly label: TextKey;
  readonly danger?: boolean;
}

/**
 * What may be done in each state. An application is approved (by two
 * operators) or refused; a refund asked for is approved, which starts it,
 * then completed by a second operator, or rejected at either step.
 */
function choicesOf(row: BusinessItem): readonly Choice[] {
  switch (row.status) {
    case 'applied':
      return [
        {
          kind: 'approve',
          label: row.firstApprovedBy === null ? 'common.approve' : 'identity.finalApproval',
        },
        { kind: 'refuse', label: 'business.refuse', danger: true },
      ];
    case 'refund_requested':
      return [
        { kind: 'refundApprove', label: 'business.refundApprove' },
        { kind: 'refundReject', label: 'business.refundReject', danger: true },
      ];
    case 'refund_in_progress':
      return [
        { kind: 'refundApprove', label: 'business.refundComplete' },
        { kind: 'refundReject', label: 'business.refundReject', danger: true },
      ];
    default:
      return [];
  }
}

function confirmMessage(t: Translator['t'], row: BusinessItem): string {
  const params = {
    id: row.id,
    name: row.realName ?? row.uid,
    amount: row.amount,
    coin: row.coin,
    first: row.firstApprovedBy ?? '—',
  };
  if (row.status === 'refund_requested') return t('business.refundConfirm', params);
  if (row.status === 'refund_in_progress') return t('business.refundCompleteConfirm', params);
  return row.firstApprovedBy === null
    ? t('business.approveConfirm', params)
    : t('business.finalApproveConfirm', params);
}

/** Business (merchant) certifications and their security deposits, newest change first. */
export function IdentityBusinessScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ status: '' });
  const query = useBusinessQueue(list.query);
  const actions = useBusinessActions();
  const [decision, setDecision] = useState<Decision | null>(null);
  const close = () => setDecision(null);

  const columns: Column<BusinessItem>[] = [
    idColumn('id', t('col.id'), (b) => b.id),
    uidColumn(
      t('identity.col.user'),
      (b) => b.userId,
      (b) => b.uid,
    ),
    textColumn('realName', t('identity.col.realName'), (b) => b.realName),
    {
      id: 'status',
      header: t('col.status'),
      value: (b) => businessStateText(i18n, b),
      render: (b) => <BusinessStatusBadge row={b} />,
      sort: 'text',
      width: WIDTH.status + 40,
    },
    codeColumn('coin', t('col.coin'), (b) => b.coin),
    amountColumn('amount', t('col.amount'), (b) => b.amount),
    timeColumn('applied', t('business.col.applied'), (b) => b.appliedAt),
    timeColumn('updated', t('col.updated'), (b) => b.updatedAt),
    noteColumn('reason', t('col.reason'), (b) => b.reason),
    noteColumn('note', t('identity.internalNote'), (b) => b.internalNote),
  ];

  const dialogOf = ({ kind, row }: Decision) => {
    if (kind === 'approve' || kind === 'refundApprove') {
      const label = choicesOf(row).find((c) => c.kind === kind)?.label ?? 'common.approve';
      return (
        <ConfirmDialog
          title={t(label)}
          message={confirmMessage(t, row)}
          confirmLabel={t(label)}
          pending={actions[kind].isPending}
          onCancel={close}
          onConfirm={() => actions[kind].mutate({ id: row.id }, { onSuccess: close })}
        />
      );
    }
    const refuse = kind === 'refuse';
    return (
      <RefusalDialog
        title={
          refuse
            ? t('business.refuseTitle', { id: row.id })
            : t('business.refundRejectTitle', { id: row.id })
        }
        confirmLabel={t(refuse ? 'business.refuse' : 'business.refundReject')}
        pending={actions[kind].isPending}
        onCancel={close}
        onConfirm={(refusal) =>
          actions[kind].mutate({ id: row.id, ...refusal }, { onSuccess: close })
        }
      />
    );
  };

  return (
    <Page title={t('identity.title')}>
      <IdentityTabs />
      <p className="muted">{t('business.note')}</p>
      <PagedTable
        testId="business-table"
        columns={columns}
        rowKey={(b) => b.id}
        rowTestId="business-row"
        exportName="business-certifications"
        list={list}
        query={query}
        filters={[statusFilter(i18n, 'businessStatus', BUSINESS_STATES)]}
        actionsWidth={240}
        actions={(b) => {
          const choices = choicesOf(b);
          return (
            choices.length > 0 && (
              <div className="row-actions">
                {choices.map((choice) => (
                  <button
                    key={choice.kind}
                    type="button"
                    className={choice.danger ? 'danger small' : 'primary small'}
                    data-testid={`business-${choice.kind}`}
                    onClick={() => setDecision({ kind: choice.kind, row: b })}
                  >
                    {t(choice.label)}
                  </button>
                ))}
              </div>
            )
          );
        }}
      />
      {decision && dialogOf(decision)}
    </Page>
  );
}
