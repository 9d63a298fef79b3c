import type { PerpPlaceOrder } from '@exchange/contracts';
import { AppError } from '../../http/app-error.js';
import { pendingOpensOf } from './perp.placing.js';
import type { ContractRunner } from './perp.runner.js';

/**
 * The spec holds a coin long or short, not both, across its contracts
 * (BTCUSDT and BTCUSD alike). Each contract's runner enforces it for its
 * own book; across contracts, a user's opens of one coin are placed one at
 * a time and checked against the coin's other contracts first. Nothing
 * else can turn a position the other way (fills only grow a position in
 * the direction of its orders), so the check holds until the open lands.
 */
export function createCoinGuard(runners: () => Iterable<ContractRunner>) {
  const coinQueues = new Map<string, Promise<unknown>>();
  return function oneCoin<R>(
    userId: number,
    runner: ContractRunner,
    order: PerpPlaceOrder,
    place: () => Promise<R>,
  ): Promise<R> {
    const others = [...runners()].filter(
      (r) => r !== runner && r.contract.coin === runner.contract.coin,
    );
    if (order.action !== 'open' || others.length === 0) return place();
    const key = `${userId}:${runner.contract.coin}`;
    const turn = (coinQueues.get(key) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        for (const other of others) {
          const held =
            other.position(userId)?.direction ?? pendingOpensOf(other, userId)?.direction;
          if (held !== undefined && held !== order.direction)
            throw new AppError('OPPOSITE_POSITION');
        }
        return place();
      });
    coinQueues.set(key, turn);
    void turn
      .finally(() => {
        if (coinQueues.get(key) === turn) coinQueues.delete(key);
      })
      .catch(() => undefined);
    return turn;
  };
}
