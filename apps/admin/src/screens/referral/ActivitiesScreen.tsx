import type { ActivityConsole } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../api/describe';
import { activityTitle, useActivities, useActivityActions } from '../../api/referral';
import { useI18n } from '../../app/context';
import { Badge, type Tone } from '../../components/Badge';
import { idColumn, textColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { FormButtons, Modal } from '../../components/Modal';
import { Page } from '../../components/Page';
import { wholeTable } from '../../components/tableQuery';
import { formatTime, isoTime } from '../../lib/format';
import { ActivityForm } from './ActivityForm';
import { waitingOf } from './activityRules';
import { BudgetHint, ReferralTabs } from './referralParts';

/** Room for a draft's two buttons: Edit and Publish. */
const ACTIONS_WIDTH = 170;

type Status = ActivityConsole['status'];

/** Drafts are not yet seen by users; published ones run; closed ones are over. */
const STATUS_TONE: Readonly<Record<Status, Tone>> = {
  draft: 'neutral',
  published: 'ok',
  closed: 'info',
};

function ActivityStatusBadge(props: { status: Status }) {
  const { t } = useI18n();
  return (
    <span data-testid="activity-status">
      <Badge tone={STATUS_TONE[props.status]}>
        {t(`referral.activity.status.${props.status}`)}
      </Badge>
    </span>
  );
}

function WaitingCell(props: { activity: ActivityConsole; nowMs: number }) {
  const { t } = useI18n();
  const { waiting } = props.activity;
  const why = waitingOf(props.activity, props.nowMs);
  if (waiting === 0) return <span data-testid="activity-waiting">0</span>;
  return (
    <span
      className="nowrap"
      data-testid="activity-waiting"
      title={t(`referral.activity.waitingWhy.${why}`)}
    >
      {why === 'budget' ? (
        <Badge tone="warn">{waiting}</Badge>
      ) : (
        <>
          {waiting} <span className="muted">{t(`referral.activity.waitingLost.${why}`)}</span>
        </>
      )}
    </span>
  );
}

type Dialog =
  | { kind: 'edit'; activity: ActivityConsole | null }
  | { kind: 'status'; activity: ActivityConsole };

/**
 * Activities (referral.manage): campaigns paid from the promotions budget.
 * A claim activity pays at once when a user joins, one reward per user and
 * per wallet address; a deposit activity pays users who join and then have
 * deposits credited worth the target in USDT within the window, a trade
 * activity those who join and then trade the target in USDT (every fill's
 * notional, spot and contracts, both sides) within the window. Each is
 * made as a draft and changed while it is one; published, users see it
 * and it can only be closed. The list shows who joined, who was rewarded,
 * and who reached the target while the budget was short and waits.
 */
export function ActivitiesScreen() {
  const { t } = useI18n();
  const activities = useActivities();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  // The time the screen opened: whether a published activity still runs (its waiting entries wait).
  const [nowMs] = useState(() => Date.now());

  const kindWord = (a: ActivityConsole) => t(`referral.activity.kind.${a.kind}`);
  const rewardWords = (a: ActivityConsole) => `${a.reward} ${a.asset}`;
  const targetWords = (a: ActivityConsole) =>
    a.targetUsdt === null ? null : `${a.targetUsdt} USDT`;
  const windowWords = (a: ActivityConsole) => `${formatTime(a.startsAt)} → ${formatTime(a.endsAt)}`;
  const slotsWords = (a: ActivityConsole) =>
    a.slots === null ? t('referral.activity.noLimit') : String(a.slots);

  const columns: Column<ActivityConsole>[] = [
    idColumn('id', t('col.id'), (a) => a.id),
    { ...textColumn('title', t('referral.activity.titleEn'), activityTitle), width: WIDTH.long },
    { ...textColumn('kind', t('col.kind'), kindWord), width: WIDTH.text + 20 },
    {
      id: 'reward',
      header: t('referral.activity.rewardEach'),
      value: (a) => a.reward,
      render: (a) => <span className="nowrap">{rewardWords(a)}</span>,
      csv: rewardWords,
      numeric: true,
      width: WIDTH.amount,
    },
    {
      id: 'target',
      header: t('referral.activity.target'),
      value: (a) => a.targetUsdt,
      render: (a) => <span className="nowrap">{targetWords(a) ?? '—'}</span>,
      csv: (a) => targetWords(a) ?? '',
      sort: 'decimal',
      numeric: true,
      width: WIDTH.amount,
    },
    {
      id: 'window',
      header: t('referral.activity.window'),
      value: (a) => a.startsAt,
      render: (a) => (
        <span className="nowrap" data-testid="activity-window">
          {windowWords(a)}
        </span>
      ),
      csv: (a) => `${isoTime(a.startsAt)} – ${isoTime(a.endsAt)}`,
      sort: 'number',
      width: WIDTH.time * 2,
    },
    {
      id: 'slots',
      header: t('referral.activity.slots'),
      value: (a) => a.slots,
      render: slotsWords,
      csv: slotsWords,
      sort: 'number',
      numeric: true,
      width: WIDTH.text,
    },
    {
      id: 'status',
      header: t('col.status'),
      value: (a) => a.status,
      render: (a) => <ActivityStatusBadge status={a.status} />,
      csv: (a) => t(`referral.activity.status.${a.status}`),
      sort: 'text',
      width: WIDTH.status - 20,
    },
    idColumn('joined', t('referral.activity.joined'), (a) => a.joined),
    idColumn('rewarded', t('referral.activity.rewarded'), (a) => a.rewarded),
    {
      id: 'waiting',
      header: t('referral.activity.waiting'),
      value: (a) => a.waiting,
      render: (a) => <WaitingCell activity={a} nowMs={nowMs} />,
      csv: (a) => {
        const why = waitingOf(a, nowMs);
        return a.waiting > 0 && why !== 'budget'
          ? `${a.waiting} ${t(`referral.activity.waitingLost.${why}`)}`
          : String(a.waiting);
      },
      sort: 'number',
      numeric: true,
      width: WIDTH.text,
    },
  ];

  const waiting = (activities.data ?? []).filter(
    (a) => a.waiting > 0 && waitingOf(a, nowMs) === 'budget',
  );
  return (
    <Page
      title={t('referral.title')}
      actions={
        <button
          type="button"
          className="primary"
          data-testid="activity-new"
          onClick={() => setDialog({ kind: 'edit', activity: null })}
        >
          {t('referral.activity.new')}
        </button>
      }
    >
      <ReferralTabs />
      <p className="muted">{t('referral.activity.note')}</p>
      <p className="muted" data-testid="activity-waiting-note">
        {t('referral.activity.waitingNote')}
      </p>
      {waiting.length > 0 && (
        <p className="warning" data-testid="activity-waiting-alert">
          {t('referral.activity.waitingAlert', {
            count: waiting.reduce((sum, a) => sum + a.waiting, 0),
            coins: [...new Set(waiting.map((a) => a.asset))].join(', '),
          })}
        </p>
      )}
      <BudgetHint />
      <DataTable
        testId="activity-table"
        columns={columns}
        rowKey={(a) => a.id}
        rowTestId="activity-row"
        exportName="activities"
        {...wholeTable(activities)}
        actionsWidth={ACTIONS_WIDTH}
        actions={(a) => (
          <span className="nowrap">
            {a.status === 'draft' && (
              <>
                <button
                  type="button"
                  className="small"
                  data-testid="activity-edit"
                  onClick={() => setDialog({ kind: 'edit', activity: a })}
                >
                  {t('common.edit')}
                </button>{' '}
                <button
                  type="button"
                  className="small"
                  data-testid="activity-publish"
                  onClick={() => setDialog({ kind: 'status', activity: a })}
                >
                  {t('referral.activity.publish')}
                </button>
              </>
            )}
            {a.status === 'published' && (
              <button
                type="button"
                className="small danger"
                data-testid="activity-close"
                onClick={() => setDialog({ kind: 'status', activity: a })}
              >
                {t('referral.activity.close')}
              </button>
            )}
          </span>
        )}
      />
      {dialog?.kind === 'edit' && <ActivityForm activity={dialog.activity} onClose={close} />}
      {dialog?.kind === 'status' && <StatusDialog activity={dialog.activity} onClose={close} />}
    </Page>
  );
}

/**
 * Publishing a draft or closing a published activity, after a look at what
 * it means. Published, users see it and it can no longer be changed;
 * closed, nobody joins any more and the entries not yet rewarded expire,
 * those waiting for the budget too. A refusal is shown and the dialog stays
 * open.
 */
function StatusDialog(props: { activity: ActivityConsole; onClose(): void }) {
  const { t } = useI18n();
  const { setActivityStatus: action } = useActivityActions();
  const { activity: a } = props;
  const publishing = a.status === 'draft';
  const [ended] = useState(() => a.endsAt <= Date.now());
  const params = {
    id: a.id,
    title: activityTitle(a),
    reward: a.reward,
    asset: a.asset,
    starts: formatTime(a.startsAt),
    ends: formatTime(a.endsAt),
    joined: a.joined,
    rewarded: a.rewarded,
    pending: Math.max(0, a.joined - a.rewarded),
    waiting: a.waiting,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action.isPending)
      action.mutate(
        { id: a.id, status: publishing ? 'published' : 'closed' },
        { onSuccess: props.onClose },
      );
  };
  return (
    <Modal
      title={t(
        publishing ? 'referral.activity.publishTitle' : 'referral.activity.closeTitle',
        params,
      )}
      onClose={props.onClose}
      testId="activity-status-dialog"
    >
      <form className="stack" onSubmit={submit}>
        {publishing ? (
          <>
            <p data-testid="activity-status-message">
              {t('referral.activity.publishConfirm', params)}
            </p>
            <p className="muted">
              {t(
                a.slots === null
                  ? 'referral.activity.publishBudget'
                  : 'referral.activity.publishBudgetSlots',
                { ...params, slots: a.slots ?? 0 },
              )}
            </p>
            {ended && (
              <p className="warning" data-testid="activity-status-ended">
                {t('referral.activity.publishEnded')}
              </p>
            )}
          </>
        ) : (
          <p className="warning" data-testid="activity-status-message">
            {t('referral.activity.closeConfirm', params)}
          </p>
        )}
        {action.error !== null && !action.isPending && (
          <p className="form-error" role="alert" data-testid="activity-status-error">
            {describeError(action.error, t)}
          </p>
        )}
        <FormButtons
          submitLabel={t(publishing ? 'referral.activity.publish' : 'referral.activity.close')}
          submitTestId="activity-status-submit"
          disabled={action.isPending}
          danger={!publishing}
          cancelTestId="activity-status-cancel"
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
