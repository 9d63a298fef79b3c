import { Button, ErrorBlock } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { FormScreen } from '../../account/components/FormScreen';
import { DemoNotice, useVerifiedName, VerifyNotice } from '../components/Gates';
import { PaymentCard } from '../components/PaymentCard';
import { PAYMENT_PATHS } from '../paths';
import { usePaymentMethods } from '../queries';
import '../p2p.css';

/** The way to add one, or, before primary verification has passed, the way to it. */
function AddAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { primary, realName, pending } = useVerifiedName();
  if (primary.isPending) return null;
  // A failed read leaves the add screen to say why; the list itself is fine.
  if (primary.data && !realName) return <VerifyNotice pending={pending} />;
  return (
    <Button
      color="primary"
      shape="rounded"
      block
      size="large"
      data-testid="payment-add"
      onClick={() => navigate(PAYMENT_PATHS.add)}
    >
      <AddOutline aria-hidden="true" /> {t('p2p.payment.add')}
    </Button>
  );
}

function PaymentList() {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const list = methods.data;
  return (
    <QueryState
      isPending={methods.isPending}
      error={methods.error}
      onRetry={() => void methods.refetch()}
    >
      {list && (
        <div className="payment-stack">
          {list.length === 0 ? (
            <div className="payment-empty" data-testid="payment-empty">
              <ErrorBlock
                status="empty"
                title={t('p2p.payment.empty')}
                description={t('p2p.payment.emptyHint')}
              />
            </div>
          ) : (
            <ul className="payment-list" data-testid="payment-list">
              {list.map((method) => (
                <li key={method.id}>
                  <PaymentCard method={method} />
                </li>
              ))}
            </ul>
          )}
          <AddAction />
        </div>
      )}
    </QueryState>
  );
}

/** The user's payment methods for peer-to-peer trading (`/payment`). */
export default function PaymentListScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <FormScreen
      title={t('p2p.payment.title')}
      intro={t('p2p.payment.intro')}
      testId="screen-payment"
    >
      {demo ? <DemoNotice /> : <PaymentList />}
    </FormScreen>
  );
}
