import { APPEAL_REASONS, type AppealReason, type P2pOrderDetail } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../app/notify';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { TextField } from '../../account/components/Field';
import {
  checkAppeal,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  DESCRIPTION_MAX,
  type AppealField,
} from '../appealRules';
import { ProofImages } from '../components/appeal/ProofImages';
import { TradeDemoNotice } from '../components/TradeNotices';
import { useOpenAppeal } from '../mutations';
import { actionsOf } from '../orderStatus';
import { idParam, orderPath } from '../paths';
import { useP2pOrder } from '../queries';
import { useProofImages } from '../useProofImages';
import '../../account/account.css';
import '../trade.css';
import '../appeal.css';

/** The reasons a party may give, as their side sees them first. */
function reasonsFor(order: P2pOrderDetail): readonly AppealReason[] {
  const first: readonly AppealReason[] =
    order.role === 'buyer'
      ? ['paid_not_released']
      : ['not_received', 'payer_name_mismatch', 'wrong_amount'];
  return [...first, ...APPEAL_REASONS.filter((reason) => !first.includes(reason))];
}

function AppealForm({ order }: { order: P2pOrderDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const open = useOpenAppeal();
  const images = useProofImages();
  const [reason, setReason] = useState<AppealReason | null>(null);
  const [description, setDescription] = useState('');
  const [contactName, setContactName] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problems = checkAppeal({
    reason,
    description,
    contactName,
    contactPhone,
    proofFileIds: images.fileIds,
    proofPending: images.pending,
  });
  const problem = (field: AppealField) => {
    const key = submitted ? problems[field] : undefined;
    return key === undefined ? undefined : t(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (open.isPending) return;
    setSubmitted(true);
    if (reason === null || Object.keys(problems).length > 0) return;
    try {
      await open.mutateAsync({
        id: order.id,
        reason,
        description: description.trim(),
        contactName: contactName.trim(),
        contactPhone: contactPhone.trim(),
        proofFileIds: images.fileIds,
      });
      notify.info(t('p2p.appeal.submitted'));
      navigate(orderPath(order.id), { replace: true });
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <form
      className="account-form card p2p-card p2p-appeal-form"
      noValidate
      data-testid="appeal-form"
      onSubmit={(event) => void submit(event)}
    >
      <p className="notice notice-warn p2p-inline-notice">{t('p2p.appeal.escrow')}</p>
      <fieldset className="p2p-choice-group">
        <legend className="field-label">{t('p2p.appeal.reason')}</legend>
        <div className="p2p-choices p2p-choices-stacked" role="radiogroup">
          {reasonsFor(order).map((key) => (
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={reason === key}
              className={reason === key ? 'p2p-choice active' : 'p2p-choice'}
              data-testid={`appeal-reason-${key}`}
              onClick={() => setReason(key)}
            >
              {t(`p2p.appeal.reasons.${key}`)}
            </button>
          ))}
        </div>
        {problem('reason') && (
          <div className="field-error" role="alert">
            {problem('reason')}
          </div>
        )}
      </fieldset>
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {t('p2p.appeal.description')}
        </label>
        <div className={problem('description') ? 'field-box has-error' : 'field-box'}>
          <textarea
            id={id}
            className="field-input p2p-textarea"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder={t('p2p.appeal.descriptionHint')}
            maxLength={DESCRIPTION_MAX}
            rows={4}
            aria-invalid={problem('description') ? true : undefined}
            data-testid="appeal-description"
          />
        </div>
        {problem('description') && (
          <div className="field-error" role="alert">
            {problem('description')}
          </div>
        )}
      </div>
      <TextField
        label={t('p2p.appeal.contactName')}
        value={contactName}
        onChange={setContactName}
        maxLength={CONTACT_NAME_MAX}
        error={problem('contactName')}
        testId="appeal-contact-name"
      />
      <TextField
        label={t('p2p.appeal.contactPhone')}
        value={contactPhone}
        onChange={setContactPhone}
        type="tel"
        inputMode="tel"
        maxLength={CONTACT_PHONE_MAX}
        hint={t('p2p.appeal.contactHint')}
        error={problem('contactPhone')}
        testId="appeal-contact-phone"
      />
      <ProofImages
        images={images}
        label={t('p2p.appeal.proof')}
        error={problem('proof')}
        testId="appeal-proof"
      />
      <Button
        type="submit"
        block
        shape="rounded"
        color="primary"
        size="large"
        loading={open.isPending}
        data-testid="appeal-submit"
      >
        {t('p2p.appeal.submit')}
      </Button>
    </form>
  );
}

/** An order that cannot be appealed now: not paid yet, finished, or already in appeal. */
function NotAppealable({ order }: { order: P2pOrderDetail }) {
  const { t } = useTranslation();
  return (
    <div className="notice p2p-refusal" data-testid="appeal-unavailable">
      <p>{order.status === 'appeal' ? t('p2p.appeal.already') : t('p2p.appeal.unavailable')}</p>
      <Link to={orderPath(order.id)} replace className="payment-link">
        {t('p2p.appeal.backToOrder')}
      </Link>
    </div>
  );
}

function AppealLoader({ id }: { id: number }) {
  const order = useP2pOrder(id);
  const data = order.data;
  return (
    <QueryState
      isPending={order.isPending}
      error={order.error}
      onRetry={() => void order.refetch()}
    >
      {data &&
        (actionsOf(data).appeal ? <AppealForm order={data} /> : <NotAppealable order={data} />)}
    </QueryState>
  );
}

/**
 * `/c2c/order/:id/appeal`: either party asks an operator to decide a paid
 * or overdue order, with a reason, a description, a contact and one to
 * five images of proof.
 */
export default function AppealScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  const demo = useSession((state) => state.demo);
  let body;
  if (demo) body = <TradeDemoNotice />;
  else if (id === null) body = <p className="notice">{t('p2p.order.notFound')}</p>;
  else body = <AppealLoader id={id} />;
  return (
    <div className="screen p2p-screen" data-testid="screen-p2p-appeal">
      <PageHeader title={t('p2p.appeal.title')} />
      <div className="p2p-body">{body}</div>
    </div>
  );
}
