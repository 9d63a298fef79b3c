/*
 * Coin logos from `cryptocurrency-icons` (CC0-1.0), one import per listed coin.
 *
 * Each import is a URL, not the SVG itself: `?no-inline` stops Vite from
 * turning these small files into data URIs inside the JavaScript bundle, so
 * the build emits them as hashed static files and the browser fetches only
 * the logos a screen shows. Importing per file (never the package's whole
 * folder) keeps the other several hundred icons out of the build.
 *
 * The list follows the coins seeded by the server's migrations
 * (`0007_coins.ts`); a coin listed later without an entry here gets the
 * letter badge.
 */
import ada from 'cryptocurrency-icons/svg/color/ada.svg?no-inline';
import btc from 'cryptocurrency-icons/svg/color/btc.svg?no-inline';
import doge from 'cryptocurrency-icons/svg/color/doge.svg?no-inline';
import eth from 'cryptocurrency-icons/svg/color/eth.svg?no-inline';
import ltc from 'cryptocurrency-icons/svg/color/ltc.svg?no-inline';
import sol from 'cryptocurrency-icons/svg/color/sol.svg?no-inline';
import trx from 'cryptocurrency-icons/svg/color/trx.svg?no-inline';
import usdc from 'cryptocurrency-icons/svg/color/usdc.svg?no-inline';
import usdt from 'cryptocurrency-icons/svg/color/usdt.svg?no-inline';
import xrp from 'cryptocurrency-icons/svg/color/xrp.svg?no-inline';

/** A Map rather than an object, so a symbol such as `CONSTRUCTOR` never finds a prototype member. */
const LOGOS: ReadonlyMap<string, string> = new Map([
  ['ADA', ada],
  ['BTC', btc],
  ['DOGE', doge],
  ['ETH', eth],
  ['LTC', ltc],
  ['SOL', sol],
  ['TRX', trx],
  ['USDC', usdc],
  ['USDT', usdt],
  ['XRP', xrp],
]);

/** The logo's URL for a coin symbol (any case), or null when the coin has none. */
export function coinLogoUrl(symbol: string): string | null {
  return LOGOS.get(symbol.toUpperCase()) ?? null;
}
