import { referralFlagClearBody, type PairLink } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../api/describe';
import { useReferralActions, useReferralFlags, type ReferralFlagRow } from '../../api/referral';
import { useI18n } from '../../app/context';
import { Badge } from '../../components/Badge';
import { noteColumn, textColumn, timeColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { PagedTable } from '../../components/ListScreen';
import { FormButtons, Modal } from '../../components/Modal';
import { Page } from '../../components/Page';
import { useUrlList } from '../../components/useList';
import { fits } from '../marketRules';
import { ReferralTabs } from './referralParts';
import { UserCell, userText } from './referralUser';

/** The contract's bounds of a clearing's reason (`referralFlagClearBody`), for the hint. */
const MIN_CLEAR_REASON = 10;
const MAX_CLEAR_REASON = 300;

/** Each link of a pair: its name as a badge, then what the two accounts share. */
function LinkList(props: { links: readonly PairLink[] }) {
  const { t } = useI18n();
  return (
    <div className="stack tight" data-testid="referral-flag-links">
      {props.links.map((link) => (
        <div key={link} data-testid={`referral-flag-link-${link}`}>
          <Badge tone="bad">{t(`referral.link.${link}`)}</Badge>{' '}
          <span className="muted">{t(`referral.linkWhy.${link}`)}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * Linked pairs (referral.manage): a referrer and an invitee taken for one
 * person, or one household farming rebates, because their accounts share a
 * public IP address, a withdrawal address, a P2P payment account or a
 * verified name. A flagged pair earns nothing until an operator clears it;
 * rebates of the pair still vesting when it was flagged were clawed back.
 * A clearing records who and why, and holds until a link of a new kind
 * turns up. The list shows the flags in force, or with "show cleared" the
 * cleared ones too (the server's `all`).
 */
export function ReferralFlagsScreen() {
  const { t } = useI18n();
  const list = useUrlList<'all'>({ all: '' }, 50);
  const flags = useReferralFlags(list.query);
  const [clearing, setClearing] = useState<ReferralFlagRow | null>(null);
  const showCleared = list.filters.all === 'true';
  const stateWord = (r: ReferralFlagRow) =>
    t(r.cleared ? 'referral.flagStateCleared' : 'referral.flagInForce');
  const columns: Column<ReferralFlagRow>[] = [
    {
      ...textColumn('referrer', t('referral.referrer'), (r) => userText(r.referrerUid, r.referrer)),
      render: (r) => (
        <UserCell uid={r.referrerUid} name={r.referrer} testId="referral-flag-referrer" />
      ),
      width: WIDTH.long,
    },
    {
      ...textColumn('invitee', t('referral.invitee'), (r) => userText(r.inviteeUid, r.invitee)),
      render: (r) => (
        <UserCell uid={r.inviteeUid} name={r.invitee} testId="referral-flag-invitee" />
      ),
      width: WIDTH.long,
    },
    {
      id: 'links',
      header: t('referral.links'),
      value: (r) => r.links.join(' '),
      render: (r) => <LinkList links={r.links} />,
      csv: (r) => r.links.map((link) => t(`referral.link.${link}`)).join('; '),
      wrap: true,
      width: WIDTH.note + 80,
    },
    timeColumn('checkedAt', t('referral.checkedAt'), (r) => r.checkedAt),
    {
      id: 'state',
      header: t('col.status'),
      value: (r) => (r.cleared ? 'cleared' : 'flagged'),
      render: (r) => (
        <span data-testid="referral-flag-state">
          <Badge tone={r.cleared ? 'neutral' : 'bad'}>{stateWord(r)}</Badge>
        </span>
      ),
      csv: stateWord,
      sort: 'text',
      width: WIDTH.status,
    },
    textColumn('clearedBy', t('referral.clearedBy'), (r) => r.cleared?.by ?? null),
    noteColumn('clearedReason', t('referral.clearedReason'), (r) => r.cleared?.reason ?? null),
    timeColumn('clearedAt', t('referral.clearedAt'), (r) => r.cleared?.at ?? null),
  ];
  return (
    <Page title={t('referral.title')}>
      <ReferralTabs />
      <p className="muted">{t('referral.flagsNote')}</p>
      <label className="check">
        <input
          type="checkbox"
          data-testid="referral-flags-show-cleared"
          checked={showCleared}
          onChange={(e) => list.apply({ all: e.target.checked ? 'true' : '' })}
        />
        <span>{t('referral.showCleared')}</span>
      </label>
      <PagedTable
        testId="referral-flag-table"
        columns={columns}
        rowKey={(r) => `${r.referrerUid}:${r.inviteeUid}:${r.checkedAt}`}
        rowTestId="referral-flag-row"
        exportName="referral-linked-pairs"
        list={list}
        query={flags}
        actions={(r) =>
          r.cleared === null && (
            <button
              type="button"
              className="small"
              data-testid="referral-flag-clear"
              onClick={() => setClearing(r)}
            >
              {t('referral.clear')}
            </button>
          )
        }
      />
      {clearing && <ClearDialog flag={clearing} onClose={() => setClearing(null)} />}
    </Page>
  );
}

/**
 * Clears one pair, with the reason required for the record and a warning
 * that the pair earns again from then on. A refusal is shown in the form,
 * which stays open.
 */
function ClearDialog(props: { flag: ReferralFlagRow; onClose(): void }) {
  const { t } = useI18n();
  const { clearFlag } = useReferralActions();
  const [reason, setReason] = useState('');
  const { flag } = props;
  const body = {
    referrerUid: flag.referrerUid,
    inviteeUid: flag.inviteeUid,
    reason: reason.trim(),
  };
  const length = body.reason.length;
  const fitting = fits(referralFlagClearBody, body);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fitting && !clearFlag.isPending) clearFlag.mutate(body, { onSuccess: props.onClose });
  };
  return (
    <Modal
      title={t('referral.clearTitle', {
        referrer: userText(flag.referrerUid, flag.referrer),
        invitee: userText(flag.inviteeUid, flag.invitee),
      })}
      onClose={props.onClose}
      testId="referral-clear-dialog"
    >
      <form className="stack" onSubmit={submit} data-testid="referral-clear-form">
        <LinkList links={flag.links} />
        <p className="warning" data-testid="referral-clear-warning">
          {t('referral.clearWarning')}
        </p>
        <label className="field">
          <span>{t('referral.reasonLabel')}</span>
          <textarea
            data-testid="referral-clear-reason"
            rows={3}
            maxLength={MAX_CLEAR_REASON}
            aria-invalid={(length > 0 && !fitting) || undefined}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            autoFocus
          />
          <small className={length > 0 && !fitting ? 'warn-text' : 'muted'}>
            {t('referral.clearReasonHint', {
              min: MIN_CLEAR_REASON,
              max: MAX_CLEAR_REASON,
              count: length,
            })}
          </small>
        </label>
        {clearFlag.error !== null && !clearFlag.isPending && (
          <p className="form-error" role="alert" data-testid="referral-clear-error">
            {describeError(clearFlag.error, t)}
          </p>
        )}
        <FormButtons
          submitLabel={t('referral.clearSubmit')}
          submitTestId="referral-clear-submit"
          disabled={!fitting || clearFlag.isPending}
          danger
          cancelTestId="referral-clear-cancel"
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
