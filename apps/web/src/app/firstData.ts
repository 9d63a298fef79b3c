import type { QueryClient } from '@tanstack/react-query';
import { symbolParam } from '../features/market/paths';
import { marketListQuery, prefetchDepth } from '../features/market/queries';
import { firstRoute } from './firstScreen';

const marketList = (client: QueryClient) => client.prefetchQuery(marketListQuery());

/**
 * The data a screen shows first, by route path. Apart from the route table:
 * that is read before the rest of the app has been evaluated
 * (preloadFirstScreen.ts), and this needs the API client.
 */
export const FIRST_DATA: Readonly<
  Record<string, (client: QueryClient, pathname: string) => Promise<void>>
> = {
  '/home': marketList,
  '/quotes': marketList,
  '/trade/:symbol': async (client, pathname) => {
    // The book, beside the list its screen waits for: both leave at once.
    const symbol = symbolParam(pathname.split('/')[2]);
    if (symbol) prefetchDepth(symbol);
    await marketList(client);
  },
};

/**
 * Requests the data of the screen the app opens on before the first render,
 * rather than once its code has loaded and rendered. The request-sign
 * configuration every call waits for is preloaded by index.html.
 */
export function prefetchFirstScreen(pathname: string, client: QueryClient): void {
  const route = firstRoute(pathname);
  if (route) void FIRST_DATA[route.path]?.(client, pathname);
}
