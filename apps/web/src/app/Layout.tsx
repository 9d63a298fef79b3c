import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { DemoBanner } from '../features/demo/components/DemoBanner';
import { InstallBanner } from '../features/download/components/InstallBanner';
import { NotificationsLive } from '../features/notifications/live';
import { P2pLive } from '../features/p2p/live';
import { useSession } from '../state/session';
import { useSettings } from '../state/settings';
import { findRoute, tradeSymbolOf } from './matchRoute';
import { setNavigator } from './navigation';
import { ScreenSkeleton } from './ScreenSkeleton';
import { AppTabBar } from './TabBar';
import { applyTheme } from './theme';

/** Lets the API client use the router (login-expiry redirects). */
function useNavigatorBridge(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to) => void navigate(to));
    return () => setNavigator(null);
  }, [navigate]);
}

/**
 * The shell around every screen: demo banner, scroll reset, theme,
 * remembered symbol, tab bar, and the signed-in user's live P2P orders.
 */
export function Layout() {
  const { pathname, search } = useLocation();
  const route = findRoute(pathname);
  const theme = useSettings((state) => state.theme);
  const setTradeSymbol = useSettings((state) => state.setTradeSymbol);
  const effectiveTheme = route?.theme ?? theme;
  const demo = useSession((state) => state.demo);
  useNavigatorBridge();

  // Spec section 2: every navigation starts at the top of the new screen. The
  // braces matter: newer browsers return a promise from scrollTo, and an
  // effect must return nothing or a clean-up function.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  useLayoutEffect(() => {
    applyTheme(document, effectiveTheme);
  }, [effectiveTheme]);
  useEffect(() => {
    const symbol = tradeSymbolOf(pathname);
    if (symbol !== undefined) setTradeSymbol(symbol);
  }, [pathname, setTradeSymbol]);

  const footer = route?.footer === true;
  const shellClass = ['app-shell', footer && 'has-tabbar', demo && 'in-demo'].filter(Boolean);
  return (
    <div className={shellClass.join(' ')}>
      <P2pLive />
      <NotificationsLive />
      {demo && <DemoBanner />}
      <main className="app-main">
        <Suspense fallback={<ScreenSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {footer && <InstallBanner />}
      {footer && <AppTabBar />}
    </div>
  );
}
