import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { IDENTITY_PATHS } from '../../identity/paths';
import { usePrimaryDetail } from '../../identity/queries';

/** A demo session is refused by every payment method call: say so instead of failing. */
export function DemoNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice" data-testid="payment-demo">
      {t('p2p.payment.demo')}
    </p>
  );
}

/**
 * Why no method can be added yet: a payment method is in the verified real
 * name, and there is none until primary verification passes.
 */
export function VerifyNotice({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice-warn payment-verify" data-testid="payment-verify">
      <p>{pending ? t('p2p.payment.verifyPending') : t('p2p.payment.verifyNeeded')}</p>
      <Link to={IDENTITY_PATHS.centre} className="payment-link" data-testid="payment-verify-link">
        {t('p2p.payment.verifyGo')}
      </Link>
    </div>
  );
}

/**
 * The verified real name, read from the primary verification the server
 * checks against; without one, the way to verification instead.
 */
export function useVerifiedName() {
  const primary = usePrimaryDetail();
  const data = primary.data;
  const realName = data?.state === 'passed' && data.realName ? data.realName : null;
  const pending = data?.state === 'under_review' || data?.state === 'resubmit';
  return { primary, realName, pending };
}

/** Shows `children` with the verified real name, or says how to get one. */
export function VerifiedNameGate({ children }: { children: (realName: string) => ReactNode }) {
  const { primary, realName, pending } = useVerifiedName();
  return (
    <QueryState
      isPending={primary.isPending}
      error={primary.error}
      onRetry={() => void primary.refetch()}
    >
      {primary.data && (realName ? children(realName) : <VerifyNotice pending={pending} />)}
    </QueryState>
  );
}
