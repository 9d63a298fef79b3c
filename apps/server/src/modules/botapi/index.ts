/**
 * Bot API: API keys (HMAC-SHA256 with a sealed secret, or Ed25519 with the
 * user's public key only; scopes, IP allowlists, lapse and expiry) and a
 * Binance-compatible spot REST subset under `/api/v3`, so bots and
 * libraries such as ccxt trade here unchanged.
 *
 * Boundary: owns api_key and api_key_use; places and reads orders through
 * the live venue's spot service and balances through its wallet, market
 * data through the platform's market data. Writes the security log through
 * the account service.
 *
 * Invariant: a request acts only when its key is active, its user active,
 * its address allowed, its timestamp within the window and its signature
 * valid over the exact bytes sent; a trade needs the trade scope.
 */
import { createBotApiModule } from './botapi.module.js';

export { createBotApiModule };
export { BOT_API_PREFIX } from './binance.routes.js';
export const botApiModule = createBotApiModule();
