import type { Appeal, Chat, ChatRecord, P2pOrderDetail } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { DetailRows } from '../../../funding/components/DetailRows';
import { formatDateTime } from '../../../market/format';
import { splitShares } from '../../appealRules';
import { coinText } from '../../format';
import { useWithdrawAppeal } from '../../mutations';
import type { Tone } from '../../orderStatus';
import { OrderImage } from '../OrderImage';
import { EvidenceForm } from './EvidenceForm';

const APPEAL_TONES: Readonly<Record<Appeal['status'], Tone>> = {
  open: 'pending',
  withdrawn: 'muted',
  resolved: 'muted',
  decided: 'good',
};

/** What the operator decided, in the order's coin. */
function Decision({
  order,
  appeal,
  coinDecimals,
}: {
  order: P2pOrderDetail;
  appeal: Appeal;
  coinDecimals: number | undefined;
}) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (appeal.decision === 'release') text = t('p2p.appeal.decision.release');
  if (appeal.decision === 'return') text = t('p2p.appeal.decision.return');
  if (appeal.decision === 'split' && appeal.buyerQuantity !== null) {
    const shares = splitShares(order, appeal.buyerQuantity);
    if (shares)
      text = t('p2p.appeal.decision.split', {
        buyer: coinText(shares.buyer, coinDecimals),
        seller: coinText(shares.seller, coinDecimals),
        coin: order.coin,
      });
  }
  if (text === null) return null;
  return (
    <p className="p2p-decision" data-testid="appeal-decision">
      {text}
    </p>
  );
}

/** One statement in the case file, with its images. */
function Evidence({ orderId, record }: { orderId: number; record: ChatRecord }) {
  const { t } = useTranslation();
  return (
    <li className="p2p-evidence" data-testid={`evidence-${record.seq}`}>
      <span className="muted small">
        {t(`p2p.appeal.from.${record.from}`)} · {formatDateTime(Date.parse(record.at))}
      </span>
      {record.text && <p className="p2p-terms-text">{record.text}</p>}
      {record.fileIds.length > 0 && (
        <div className="p2p-images">
          {record.fileIds.map((fileId, index) => (
            <OrderImage
              key={fileId}
              orderId={orderId}
              fileId={fileId}
              label={t('p2p.appeal.image', { n: index + 1 })}
            />
          ))}
        </div>
      )}
    </li>
  );
}

/** The appellant's way out, asked once more: the order goes back to awaiting release. */
function WithdrawAppeal({ order }: { order: P2pOrderDetail }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawAppeal();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    setAsking(false);
    try {
      await withdraw.mutateAsync(order.id);
      notify.info(t('p2p.appeal.withdrawn'));
    } catch {
      // Shown by the API client.
    }
  };
  return (
    <>
      <Button
        block
        shape="rounded"
        fill="outline"
        loading={withdraw.isPending}
        data-testid="appeal-withdraw"
        onClick={() => setAsking(true)}
      >
        {t('p2p.appeal.withdraw')}
      </Button>
      <ConfirmDialog
        visible={asking}
        title={t('p2p.appeal.withdrawTitle')}
        body={t('p2p.appeal.withdrawBody')}
        confirmText={t('p2p.appeal.withdraw')}
        keepText={t('p2p.appeal.keep')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
        testId="appeal-withdraw-dialog"
      />
    </>
  );
}

/**
 * The order's appeal: its state, who opened it and why, the evidence both
 * sides gave, and the decision once made. While it is open the coins stay
 * in escrow; either side may add evidence, and the appellant may withdraw.
 */
export function AppealSection({
  order,
  appeal,
  chat,
  coinDecimals,
}: {
  order: P2pOrderDetail;
  appeal: Appeal;
  chat: Chat | undefined;
  coinDecimals: number | undefined;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const open = appeal.status === 'open';
  const evidence = (chat?.records ?? []).filter((record) => record.kind === 'evidence');
  const who = appeal.mine ? t('p2p.appeal.byMe') : t(`p2p.appeal.by.${appeal.appellantRole}`);
  return (
    <section className="card p2p-card" data-testid="appeal-section" data-status={appeal.status}>
      <h3 className="card-title p2p-card-head">
        <span>{t('p2p.appeal.sectionTitle')}</span>
        <span className={`status-pill ${APPEAL_TONES[appeal.status]}`} data-testid="appeal-status">
          {t(`p2p.appeal.status.${appeal.status}`)}
        </span>
      </h3>
      <DetailRows
        rows={[
          { label: t('p2p.appeal.appellant'), value: who, testId: 'appeal-who' },
          { label: t('p2p.appeal.reason'), value: t(`p2p.appeal.reasons.${appeal.reason}`) },
          { label: t('p2p.appeal.openedAt'), value: formatDateTime(Date.parse(appeal.createdAt)) },
          appeal.closedAt !== null && {
            label: t('p2p.appeal.closedAt'),
            value: formatDateTime(Date.parse(appeal.closedAt)),
          },
        ]}
      />
      {appeal.description && (
        <p className="p2p-terms-text" data-testid="appeal-description-text">
          {appeal.description}
        </p>
      )}
      {open && (
        <p className="notice notice-warn p2p-inline-notice" data-testid="appeal-escrow">
          {t('p2p.appeal.escrow')}
        </p>
      )}
      <Decision order={order} appeal={appeal} coinDecimals={coinDecimals} />
      {evidence.length > 0 && (
        <>
          <h4 className="p2p-subtitle">{t('p2p.appeal.evidence')}</h4>
          <ul className="p2p-evidence-list">
            {evidence.map((record) => (
              <Evidence key={record.seq} orderId={order.id} record={record} />
            ))}
          </ul>
        </>
      )}
      {open &&
        (adding ? (
          <EvidenceForm order={order} onDone={() => setAdding(false)} />
        ) : (
          <div className="p2p-actions">
            <Button
              block
              shape="rounded"
              color="primary"
              fill={appeal.mine ? 'outline' : 'solid'}
              data-testid="appeal-add-evidence"
              onClick={() => setAdding(true)}
            >
              {t('p2p.appeal.addEvidence')}
            </Button>
            {appeal.mine && <WithdrawAppeal order={order} />}
          </div>
        ))}
    </section>
  );
}
