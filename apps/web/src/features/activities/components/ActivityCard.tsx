import type { Activity } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../account/components/Field';
import { formatDateTime } from '../../market/format';
import { formatBalance } from '../../wallet/format';
import {
  hasTarget,
  isWalletAddress,
  phaseOf,
  progressPercent,
  slotsLeft,
  type TargetKind,
} from '../activityRules';
import { joinFailureOf, useActivityJoin } from '../mutations';

const PILL: Record<Activity['state'], string> = {
  not_joined: 'pending',
  joining: 'pending',
  joined: 'good',
  expired: 'muted',
};

/** The words for what a kind with a target counts: deposits credited, or trading. */
const TARGET_WORDS = {
  deposit: {
    target: 'activities.target',
    progress: 'activities.progress',
    note: 'activities.depositNote',
  },
  trade: {
    target: 'activities.tradeTarget',
    progress: 'activities.tradeProgress',
    note: 'activities.tradeNote',
  },
} as const satisfies Record<TargetKind, Record<'target' | 'progress' | 'note', string>>;

/** Deposits or trading counted towards the target, as a bar and in figures. */
function Progress({ activity, kind }: { activity: Activity; kind: TargetKind }) {
  const { t } = useTranslation();
  const percent = progressPercent(activity);
  const label = t(TARGET_WORDS[kind].progress, {
    progress: formatBalance(activity.progressUsdt ?? '0'),
    target: formatBalance(activity.targetUsdt ?? '0'),
  });
  return (
    <div className="act-progress-block">
      <div
        className="act-progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="activity-progress-bar"
      >
        <span className="act-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="small lending-note act-progress-text" data-testid="activity-progress">
        {label}
      </p>
    </div>
  );
}

/** The caller's entry once rewarded: when, and for a claim the address used. */
function Rewarded({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  return (
    <div className="notice lending-inline act-rewarded" data-testid="activity-rewarded">
      <p className="lending-note act-rewarded-amount">
        {t('activities.rewardPaid', {
          amount: formatBalance(activity.reward),
          coin: activity.asset,
        })}
      </p>
      {activity.rewardedAt !== null && (
        <p className="small lending-note" data-testid="activity-rewarded-at">
          {t('activities.rewardedAt', { time: formatDateTime(activity.rewardedAt) })}
        </p>
      )}
      {activity.kind === 'claim' && activity.address !== null && (
        <p className="small lending-note act-address" data-testid="activity-address-used">
          {t('activities.addressUsed', { address: activity.address })}
        </p>
      )}
    </div>
  );
}

/** "Claim": the wallet address to claim with, checked as the server checks it. */
function ClaimForm({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const join = useActivityJoin();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (join.isPending) return;
    const trimmed = address.trim();
    if (trimmed === '') {
      setError(t('activities.addressRequired'));
      return;
    }
    if (!isWalletAddress(trimmed)) {
      setError(t('activities.addressInvalid'));
      return;
    }
    setError(undefined);
    try {
      await join.mutateAsync({ id: activity.id, address: trimmed });
    } catch (failure: unknown) {
      // Other failures were toasted by the API layer.
      const message = joinFailureOf(failure);
      if (message !== null) setError(message);
    }
  };

  return (
    <form
      className="account-form act-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="activity-claim-form"
    >
      <p className="muted small lending-note">{t('activities.claimNote')}</p>
      <TextField
        label={t('activities.address')}
        value={address}
        onChange={(value) => {
          setAddress(value);
          setError(undefined);
        }}
        error={error}
        maxLength={100}
        placeholder={t('activities.addressPlaceholder')}
        testId="activity-address"
      />
      <Button
        block
        shape="rounded"
        color="primary"
        type="submit"
        loading={join.isPending}
        data-testid="activity-claim"
      >
        {t('activities.claim')}
      </Button>
    </form>
  );
}

/** "Join" for a deposit or trade activity; the progress shows once joined. */
function JoinAction({ activity, kind }: { activity: Activity; kind: TargetKind }) {
  const { t } = useTranslation();
  const join = useActivityJoin();
  const [error, setError] = useState<string | null>(null);
  const onJoin = async () => {
    if (join.isPending) return;
    setError(null);
    try {
      await join.mutateAsync({ id: activity.id });
    } catch (failure: unknown) {
      setError(joinFailureOf(failure));
    }
  };
  return (
    <div className="lending-actions">
      <p className="muted small lending-note" data-testid="activity-note">
        {t(TARGET_WORDS[kind].note)}
      </p>
      <Button
        block
        shape="rounded"
        color="primary"
        loading={join.isPending}
        onClick={() => void onJoin()}
        data-testid="activity-join"
      >
        {t('activities.join')}
      </Button>
      {error !== null && (
        <p className="notice notice-warn lending-inline" role="alert" data-testid="activity-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A fact of the activity: a label and its value. */
function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="act-fact">
      <dt className="muted">{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * One activity: title, text, reward, window, rewards left and the caller's
 * state; then what they can do (join, claim) or what became of their entry.
 */
export function ActivityCard({ activity, nowMs }: { activity: Activity; nowMs: number }) {
  const { t } = useTranslation();
  const phase = phaseOf(activity, nowMs);
  const left = slotsLeft(activity);
  const reached = activity.state === 'joining' && progressPercent(activity) >= 100;
  const { kind } = activity;
  const target = hasTarget(kind) ? kind : null;
  return (
    <section
      className="card lending-card lending-inline act-card"
      data-testid={`activity-${activity.id}`}
    >
      <div className="lending-card-head">
        <span className="badge">{t(`activities.kind.${activity.kind}`)}</span>
        <span className={`status-pill ${PILL[activity.state]}`} data-testid="activity-state">
          {t(`activities.state.${activity.state}`)}
        </span>
      </div>
      <h3 className="card-title" data-testid="activity-title">
        {activity.title}
      </h3>
      {activity.body !== '' && (
        <p className="muted lending-note act-body" data-testid="activity-body">
          {activity.body}
        </p>
      )}
      <dl className="act-facts">
        <Fact
          label={t('activities.reward')}
          value={`${formatBalance(activity.reward)} ${activity.asset}`}
          testId="activity-reward"
        />
        {target !== null && activity.targetUsdt !== null && (
          <Fact
            label={t(TARGET_WORDS[target].target)}
            value={`${formatBalance(activity.targetUsdt)} USDT`}
            testId="activity-target"
          />
        )}
        <Fact
          label={t('activities.window')}
          value={t('activities.windowValue', {
            start: formatDateTime(activity.startsAt),
            end: formatDateTime(activity.endsAt),
          })}
          testId="activity-window"
        />
        <Fact
          label={t('activities.slots')}
          value={left === null ? t('activities.noLimit') : String(left)}
          testId="activity-slots"
        />
      </dl>
      {phase === 'upcoming' && (
        <p className="notice lending-inline" data-testid="activity-upcoming">
          {t('activities.startsAt', { time: formatDateTime(activity.startsAt) })}
        </p>
      )}
      {phase === 'open' &&
        (target === null ? (
          <ClaimForm activity={activity} />
        ) : (
          <JoinAction activity={activity} kind={target} />
        ))}
      {phase === 'joining' && (
        <>
          {target !== null && <Progress activity={activity} kind={target} />}
          {activity.joinedAt !== null && (
            <p className="muted small lending-note" data-testid="activity-joined-at">
              {t('activities.joinedAt', { time: formatDateTime(activity.joinedAt) })}
            </p>
          )}
          {reached && (
            <p className="notice notice-warn lending-inline" data-testid="activity-waiting">
              {t('activities.waiting')}
            </p>
          )}
        </>
      )}
      {phase === 'joined' && (
        <>
          {target !== null && activity.progressUsdt !== null && (
            <Progress activity={activity} kind={target} />
          )}
          <Rewarded activity={activity} />
        </>
      )}
    </section>
  );
}
