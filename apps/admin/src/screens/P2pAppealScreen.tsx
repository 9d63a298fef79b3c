import type { AppealCase } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useAppealImages } from '../api/appealImages';
import { useAppealActions, useAppealCase } from '../api/appeals';
import { describeError } from '../api/describe';
import { NotFound } from '../app/guards';
import { useI18n, useOperator } from '../app/context';
import { Page, Panel } from '../components/Page';
import { needsTwo } from './appealRules';
import { AppealFacts, OrderFacts, PartiesTable, PaymentFacts } from './P2pCaseFacts';
import { CaseTimeline, ChainFacts } from './P2pCaseTimeline';
import { DecisionDialog } from './P2pDecisionDialog';

export function P2pAppealScreen() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />;
  // Keyed by id: another appeal starts with its own images and dialogs.
  return <AppealCaseFile key={id} id={id} />;
}

/** The contract's bound on a staff message (`appealMessageBody`). */
const MESSAGE_MAX = 2000;

/**
 * One appeal's case file, for the operator who decides it: the order, both
 * parties, where the buyer was told to pay, the appeal with its proof, the
 * whole timeline of records and whether their chain holds; a message into
 * the order's chat, the decision, and the case file exported whole.
 */
function AppealCaseFile(props: { id: number }) {
  const { t } = useI18n();
  const operator = useOperator();
  const detail = useAppealCase(props.id);
  const { exportFile } = useAppealActions();
  const images = useAppealImages(props.id);
  const [deciding, setDeciding] = useState(false);
  const file = detail.data;

  if (!file) {
    return (
      <Page title={t('appeal.title', { id: props.id, orderNo: '…' })}>
        <p
          className={detail.error ? 'table-error' : 'muted'}
          role={detail.error ? 'alert' : undefined}
        >
          {detail.error ? describeError(detail.error, t) : t('common.loading')}
        </p>
      </Page>
    );
  }

  const { appeal, order } = file;
  // The server decides only an open appeal on an order still in appeal.
  const open = appeal.status === 'open' && order.status === 'appeal';
  const threshold = { value: order.usdValue, threshold: file.secondApprovalAboveUsd };

  return (
    <Page
      title={t('appeal.title', { id: appeal.id, orderNo: order.orderNo })}
      actions={
        <>
          <Link to="/p2p">{t('appeal.back')}</Link>
          <button
            type="button"
            data-testid="appeal-export"
            disabled={exportFile.isPending}
            onClick={() =>
              exportFile.mutate({
                id: appeal.id,
                fileName: `p2p-appeal-${appeal.id}-${order.orderNo}.json`,
              })
            }
          >
            {t('appeal.export')}
          </button>
          <button
            type="button"
            className="primary"
            data-testid="appeal-decide"
            disabled={!open}
            onClick={() => setDeciding(true)}
          >
            {t('appeal.decide')}
          </button>
        </>
      }
    >
      {!open && (
        <p className="muted" data-testid="appeal-closed">
          {t('appeal.closedNote')}
        </p>
      )}
      {open && appeal.proposal !== null && appeal.proposedBy === operator.id && (
        <p className="warning" data-testid="appeal-own-proposal">
          {t('appeal.ownProposal')}
        </p>
      )}
      <p className="muted" data-testid="appeal-threshold">
        {needsTwo(file) ? t('appeal.needsTwo', threshold) : t('appeal.needsOne', threshold)}
      </p>
      <div className="detail-grid">
        <div>
          <Panel title={t('appeal.order')}>
            <OrderFacts file={file} />
          </Panel>
          <Panel title={t('appeal.payment')}>
            <p className="muted">{t('appeal.paymentNote')}</p>
            <PaymentFacts payment={order.payment} />
          </Panel>
        </div>
        <div>
          <Panel title={t('appeal.appeal')}>
            <p className="muted">{t('appeal.imagesNote')}</p>
            <AppealFacts file={file} images={images} />
          </Panel>
          <Panel title={t('appeal.parties')}>
            <PartiesTable file={file} />
          </Panel>
        </div>
      </div>
      <Panel title={t('appeal.chain')}>
        <ChainFacts file={file} />
      </Panel>
      <Panel
        title={t('appeal.records')}
        actions={
          <span className="muted">{t('appeal.recordCount', { count: file.records.length })}</span>
        }
      >
        <CaseTimeline file={file} images={images} />
      </Panel>
      {open && <StaffMessage file={file} />}
      {deciding && <DecisionDialog file={file} onClose={() => setDeciding(false)} />}
    </Page>
  );
}

/** A message into the order's chat, which both parties see as from staff. */
function StaffMessage({ file }: { file: AppealCase }) {
  const { t } = useI18n();
  const { message } = useAppealActions();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    message.mutate({ id: file.appeal.id, text: text.trim() }, { onSuccess: () => setText('') });
  };
  return (
    <Panel title={t('appeal.message')} testId="appeal-message">
      <form className="stack" onSubmit={submit}>
        <p className="muted">{t('appeal.messageNote')}</p>
        <label className="field">
          <span>{t('appeal.messageLabel')}</span>
          <textarea
            data-testid="appeal-message-input"
            required
            maxLength={MESSAGE_MAX}
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <div>
          <button
            type="submit"
            className="primary"
            data-testid="appeal-message-send"
            disabled={message.isPending || text.trim() === ''}
          >
            {t('appeal.send')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
