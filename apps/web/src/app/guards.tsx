import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useMemberInfo } from '../features/account/queries';
import { isMerchant, useSession } from '../state/session';
import { notify } from './notify';
import type { AppRoute } from './routes';

/** The login URL that brings the user back to `fullPath` afterwards. */
export function loginRedirect(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/** Spec section 6: "not an acceptor" is shown, then the user goes to /. */
function NotAcceptor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    notify.info(t('guard.notAcceptor'));
    navigate('/', { replace: true });
  }, [navigate, t]);
  return null;
}

/**
 * The merchant flag as stored may be stale (a certification just passed, or
 * was given up): before refusing, the member is read again, once.
 */
function MerchantCheck({ children }: { children: ReactNode }) {
  const member = useSession((state) => state.member);
  const info = useMemberInfo();
  if (isMerchant(member)) return <>{children}</>;
  if (!info.isFetchedAfterMount) return null;
  return <NotAcceptor />;
}

/** Applies a route's requireAuth and isMerchant flags before its screen renders. */
export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const token = useSession((state) => state.token);
  const member = useSession((state) => state.member);
  const location = useLocation();
  const needsLogin = route.requireAuth === true || route.isMerchant === true;
  if (needsLogin && !token) {
    const fullPath = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginRedirect(fullPath)} replace />;
  }
  if (route.isMerchant && !isMerchant(member)) return <MerchantCheck>{children}</MerchantCheck>;
  return <>{children}</>;
}
