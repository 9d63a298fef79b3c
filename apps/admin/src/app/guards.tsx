import type { Permission } from '@exchange/contracts';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useMe } from '../api/auth';
import { describeError } from '../api/describe';
import { OperatorProvider, useI18n, useOperator, useToken } from './context';

/**
 * Everything but the sign-in screen needs a console session. Without a
 * token (never signed in, signed out, or dropped on code 18002) it opens
 * the sign-in screen and comes back here afterwards.
 */
export function RequireSession(props: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const me = useMe(token);
  const { t } = useI18n();
  if (token === null) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (me.data) return <OperatorProvider value={me.data}>{props.children}</OperatorProvider>;
  if (me.error) {
    return (
      <div className="centered" role="alert">
        <p className="bad">{describeError(me.error, t)}</p>
        <button type="button" onClick={() => void me.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <div className="centered muted">{t('common.loading')}</div>;
}

/** A section's route: its screen, or a plain refusal for a role without its permission. */
export function RequirePermission(props: { permission: Permission | null; children: ReactNode }) {
  const operator = useOperator();
  const { t } = useI18n();
  if (props.permission === null || operator.permissions.includes(props.permission)) {
    return props.children;
  }
  return (
    <div className="empty-page" data-testid="no-access">
      <p>{t('guard.noAccess', { permission: props.permission })}</p>
      <Link to="/">{t('guard.home')}</Link>
    </div>
  );
}

export function NotFound() {
  const { t } = useI18n();
  return (
    <div className="empty-page" data-testid="not-found">
      <p>{t('guard.notFound')}</p>
      <Link to="/">{t('guard.home')}</Link>
    </div>
  );
}
