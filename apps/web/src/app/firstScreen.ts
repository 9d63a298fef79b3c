import { useSession } from '../state/session';
import { findRoute } from './matchRoute';
import type { AppRoute } from './routes';

/** The route the app opens on at `pathname`, unless its screen will not show. */
export function firstRoute(pathname: string): AppRoute | undefined {
  // The bare origin opens home (AppRoutes).
  const route = findRoute(pathname === '/' ? '/home' : pathname);
  // A guest is sent to /login instead (RouteGuard).
  const guarded = route?.requireAuth === true || route?.isMerchant === true;
  return guarded && !useSession.getState().token ? undefined : route;
}

/**
 * Loads the code of the screen the app opens on; resolves once it is here
 * (or has failed: the render that needs it then loads it again and reports
 * the failure). preloadFirstScreen.ts calls it as soon as the app's script
 * has arrived; main.tsx awaits it before the first render.
 */
export async function firstScreenCode(pathname: string): Promise<void> {
  await firstRoute(pathname)
    ?.screen?.preload()
    .catch(() => undefined);
}
