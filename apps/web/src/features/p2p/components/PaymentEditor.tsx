import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { PAYMENT_PATHS } from '../paths';
import { usePaymentMethods, usePaymentTypes } from '../queries';
import { DeleteMethod } from './DeleteMethod';
import { DemoNotice, VerifiedNameGate } from './Gates';
import { PaymentForm } from './PaymentForm';

export function NotFoundNotice() {
  const { t } = useTranslation();
  return (
    <div className="notice payment-verify" data-testid="payment-not-found">
      <p>{t('p2p.payment.notFound')}</p>
      <Link to={PAYMENT_PATHS.list} replace className="payment-link">
        {t('p2p.payment.backToList')}
      </Link>
    </div>
  );
}

/** The form with what it needs: the offered types and, when editing, the saved method. */
function Editor({ realName, id }: { realName: string; id: number | undefined }) {
  const { t } = useTranslation();
  const editing = id !== undefined;
  const types = usePaymentTypes();
  // There is no single-method read: the list holds each method in full.
  const methods = usePaymentMethods({ enabled: editing });
  const pending = types.isPending || (editing && methods.isPending);
  const method = editing ? methods.data?.find((entry) => entry.id === id) : undefined;
  const content = () => {
    if (!types.data) return null;
    if (editing && !method) return <NotFoundNotice />;
    if (!editing && types.data.length === 0) {
      return (
        <p className="notice" data-testid="payment-no-types">
          {t('p2p.payment.noTypes')}
        </p>
      );
    }
    return (
      <>
        <PaymentForm types={types.data} realName={realName} method={method} />
        {method && <DeleteMethod id={method.id} />}
      </>
    );
  };
  return (
    <QueryState
      isPending={pending}
      error={types.error ?? (editing ? methods.error : null)}
      onRetry={() => {
        void types.refetch();
        if (editing) void methods.refetch();
      }}
    >
      {content()}
    </QueryState>
  );
}

/**
 * Adding (no `id`) or changing a payment method. A demo session has none;
 * without primary verification there is no name to put on one.
 */
export function PaymentEditor({ id }: { id?: number }) {
  const demo = useSession((state) => state.demo);
  if (demo) return <DemoNotice />;
  return (
    <VerifiedNameGate>{(realName) => <Editor realName={realName} id={id} />}</VerifiedNameGate>
  );
}
