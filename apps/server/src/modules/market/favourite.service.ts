import { favouriteTypeOf } from '@exchange/contracts';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MarketStore } from './market.store.js';

export interface Favourite {
  readonly symbol: string;
  readonly addTime: number;
}

/**
 * A user's favourite markets and contracts, in the order they were added.
 * Symbols arrive canonical: a spot pair with its slash, a contract without.
 */
export function createFavourites(deps: {
  store: MarketStore;
  clock: Clock;
  isMarket: (symbol: string) => boolean;
  isContract: (symbol: string) => boolean;
}) {
  const { store, clock } = deps;

  async function list(userId: number): Promise<Favourite[]> {
    return (await store.favourites(userId)).map((row) => ({
      symbol: row.symbol,
      addTime: row.created_at.getTime(),
    }));
  }

  return {
    list,

    /** Idempotent; returns the whole list. Errors: MARKET_UNKNOWN, CONTRACT_UNKNOWN. */
    async add(userId: number, symbol: string): Promise<Favourite[]> {
      if (favouriteTypeOf(symbol) === 'contract') {
        if (!deps.isContract(symbol)) throw new AppError('CONTRACT_UNKNOWN');
      } else if (!deps.isMarket(symbol)) throw new AppError('MARKET_UNKNOWN');
      await store.addFavourite(userId, symbol, new Date(clock.nowMs()));
      return list(userId);
    },

    /** Removing what is not a favourite succeeds and changes nothing; returns the whole list. */
    async remove(userId: number, symbol: string): Promise<Favourite[]> {
      await store.removeFavourite(userId, symbol);
      return list(userId);
    },
  };
}

export type Favourites = ReturnType<typeof createFavourites>;
