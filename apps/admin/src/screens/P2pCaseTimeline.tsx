import type { AppealCase } from '@exchange/contracts';
import type { AppealImages } from '../api/appealImages';
import type { CaseRecord } from '../api/appeals';
import { useI18n } from '../app/context';
import { Badge } from '../components/Badge';
import type { Translator } from '../i18n';
import { formatTime } from '../lib/format';
import { AppealImageRow } from './P2pAppealImages';
import { ShortHash } from './p2pParts';

/**
 * Whether the order's records still hold: every record links to the one
 * before and hashes to what it says, and the head the appeal opened on is
 * still among them.
 */
export function ChainFacts({ file }: { file: AppealCase }) {
  const { t } = useI18n();
  return (
    <div className="stack tight" data-testid="case-chain">
      <p className="muted">{t('appeal.chainNote')}</p>
      <div className="badges">
        <span data-testid="chain-status">
          {file.chainIntact ? (
            <Badge tone="ok">{t('appeal.chainIntact')}</Badge>
          ) : (
            <Badge tone="bad">
              {file.brokenAt === null
                ? t('appeal.chainBrokenUnknown')
                : t('appeal.chainBroken', { seq: file.brokenAt })}
            </Badge>
          )}
        </span>
        <span data-testid="chain-opened">
          {file.openedOnChain ? (
            <Badge tone="ok">{t('appeal.openedOnChain')}</Badge>
          ) : (
            <Badge tone="bad">{t('appeal.openedOffChain')}</Badge>
          )}
        </span>
      </div>
      <p>
        {t('appeal.openedHash')}: <ShortHash hash={file.appeal.openedHash} testId="opened-hash" />
      </p>
    </div>
  );
}

/** Every record of the order, oldest first: status changes, messages (staff's too) and evidence. */
export function CaseTimeline(props: { file: AppealCase; images: AppealImages }) {
  const { t } = useI18n();
  const { records } = props.file;
  if (records.length === 0) return <p className="muted">{t('appeal.noRecords')}</p>;
  return (
    <ol className="case-timeline" data-testid="case-records">
      {records.map((record) => (
        <RecordItem key={record.seq} record={record} file={props.file} images={props.images} />
      ))}
    </ol>
  );
}

const text = (body: CaseRecord['body'], name: string): string | null => {
  const value = body[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

const fileIdsOf = (body: CaseRecord['body']): string[] => {
  const value = body.fileIds;
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
};

/** Who wrote a record: a party by role, the platform, or an operator as staff. */
function actorText(i18n: Translator, actor: string): string {
  if (actor === 'buyer' || actor === 'seller') return i18n.term('p2pRole', actor);
  if (actor === 'system') return i18n.t('appeal.actor.system');
  const operator = /^operator:(\d+)$/.exec(actor);
  return operator ? i18n.t('appeal.actor.staff', { id: operator[1] ?? '' }) : actor;
}

/** The record's own words, field by field; the whole of it is under "Recorded data". */
function recordLines(i18n: Translator, record: CaseRecord, order: AppealCase['order']): string[] {
  const { t, term } = i18n;
  const { body } = record;
  const lines: string[] = [];
  const to = text(body, 'to');
  const from = text(body, 'from');
  const quantity = text(body, 'quantity');
  if (to !== null && from !== null)
    lines.push(
      t('appeal.record.change', {
        from: term('p2pOrderStatus', from),
        to: term('p2pOrderStatus', to),
      }),
    );
  else if (to === 'unpaid' && quantity !== null)
    lines.push(
      t('appeal.record.placed', {
        quantity: `${quantity} ${order.coin}`,
        price: `${text(body, 'price') ?? '—'} ${order.fiat}`,
        amount: `${text(body, 'amount') ?? '—'} ${order.fiat}`,
      }),
    );
  else if (to !== null) lines.push(term('p2pOrderStatus', to));
  const proposal = text(body, 'proposal');
  if (proposal !== null)
    lines.push(t('appeal.record.proposal', { decision: term('appealDecision', proposal) }));
  const decision = text(body, 'decision');
  if (decision !== null)
    lines.push(t('appeal.record.decision', { decision: term('appealDecision', decision) }));
  const buyerQuantity = text(body, 'buyerQuantity');
  if (buyerQuantity !== null)
    lines.push(t('appeal.record.toBuyer', { quantity: `${buyerQuantity} ${order.coin}` }));
  const reason = text(body, 'reason');
  if (reason !== null)
    lines.push(t('appeal.record.reason', { reason: term('appealReason', reason) }));
  const contactName = text(body, 'contactName');
  if (contactName !== null)
    lines.push(
      t('appeal.record.contact', { name: contactName, phone: text(body, 'contactPhone') ?? '—' }),
    );
  const note = text(body, 'note');
  if (note !== null) lines.push(t('appeal.record.note', { note }));
  return lines;
}

function RecordItem(props: { record: CaseRecord; file: AppealCase; images: AppealImages }) {
  const i18n = useI18n();
  const { t, term } = i18n;
  const { record, file } = props;
  const message = record.kind === 'status' ? null : text(record.body, 'text');
  const staff = record.actor.startsWith('operator:');
  return (
    <li
      className={file.brokenAt === record.seq ? 'case-record broken' : 'case-record'}
      data-testid="case-record"
    >
      <div className="case-record-head">
        <span className="mono">#{record.seq}</span>
        <span className="nowrap muted">{formatTime(record.at)}</span>
        <Badge tone={record.kind === 'evidence' ? 'info' : 'neutral'}>
          {term('caseRecord', record.kind)}
        </Badge>
        <strong data-testid="record-actor">{actorText(i18n, record.actor)}</strong>
        {record.body.autoReply === true && (
          <Badge tone="neutral">{t('appeal.record.autoReply')}</Badge>
        )}
        {file.brokenAt === record.seq && (
          <span data-testid="record-broken">
            <Badge tone="bad">{t('appeal.record.brokenHere')}</Badge>
          </span>
        )}
        {record.hash === file.appeal.openedHash && (
          <span data-testid="record-opened">
            <Badge tone="info">{t('appeal.record.openedHere')}</Badge>
          </span>
        )}
        <span className="case-record-hash">
          {t('appeal.record.hash')} <ShortHash hash={record.hash} testId="record-hash" />
        </span>
      </div>
      {recordLines(i18n, record, file.order).map((line) => (
        <p key={line} className="case-record-line">
          {line}
        </p>
      ))}
      {message !== null && (
        <p className={staff ? 'case-record-text staff prewrap' : 'case-record-text prewrap'}>
          {message}
        </p>
      )}
      <AppealImageRow images={props.images} fileIds={fileIdsOf(record.body)} />
      <details className="case-record-data">
        <summary>{t('appeal.record.data')}</summary>
        <pre className="mono">{JSON.stringify(record.body, null, 2)}</pre>
      </details>
    </li>
  );
}
