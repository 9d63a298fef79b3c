import { matchPath } from 'react-router';
import { APP_ROUTES, type AppRoute } from './routes';

/** The table entry for a pathname, for layout decisions (tab bar, forced theme). */
export function findRoute(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) =>
    matchPath({ path: route.path, caseSensitive: false }, pathname),
  );
}

/** The symbol of a /trade/:symbol path, so the Trade tab can return to it. */
export function tradeSymbolOf(pathname: string): string | undefined {
  return matchPath('/trade/:symbol', pathname)?.params.symbol;
}
