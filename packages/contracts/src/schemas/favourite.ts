import { z } from 'zod';
import { normalizePerpSymbol } from './contract.js';
import { normalizeSymbol } from './market.js';

/**
 * What a favourite names: a spot market (the default, as the spec's clients
 * send it) or a contract, perpetual or delivery series (`type=contract`).
 * The same spelling may mean either ("BTCUSDT" is the spot pair BTC/USDT to
 * the spec's clients and the perpetual to the contract screens), so a
 * request says which; once normalised they never meet, since a spot symbol
 * always has its slash and a contract symbol never does.
 */
export const FAVOURITE_TYPES = ['spot', 'contract'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

/** Which kind a canonical favourite symbol is ("BTC/USDT" spot, "BTCUSDT-5M" contract). */
export function favouriteTypeOf(symbol: string): FavouriteType {
  return symbol.includes('/') ? 'spot' : 'contract';
}

/** The canonical symbol of what a request names, or null when it cannot be one. */
export function normalizeFavourite(raw: string, type: FavouriteType): string | null {
  return type === 'contract' ? normalizePerpSymbol(raw) : normalizeSymbol(raw);
}

/**
 * `/favor/add` and `/favor/delete`: `symbol`, and `type` when it names a
 * contract. Both optional here because a POST may carry them in the body
 * or the query; the route normalises them with `normalizeFavourite`.
 */
export const favouriteTarget = z.object({
  symbol: z.string().optional(),
  type: z.enum(FAVOURITE_TYPES).optional(),
});
export type FavouriteTarget = z.infer<typeof favouriteTarget>;
