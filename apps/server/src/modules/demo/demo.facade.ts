import { AppError } from '../../http/app-error.js';

/**
 * Codes a demo venue answers that the spec words as "demo balance
 * insufficient": the fix is a demo reset, never a deposit or a transfer in.
 */
const BALANCE_CODES = new Set(['INSUFFICIENT_BALANCE', 'MARGIN_INSUFFICIENT']);

function demoError(error: unknown): unknown {
  return error instanceof AppError && BALANCE_CODES.has(error.key)
    ? new AppError('DEMO_BALANCE_INSUFFICIENT')
    : error;
}

/** The user a service call is about: its first argument, as an id or a user row. */
function userIdOf(first: unknown): number | null {
  if (typeof first === 'number') return first;
  if (typeof first === 'object' && first !== null && 'id' in first) {
    const id = (first as { id: unknown }).id;
    return typeof id === 'number' ? id : null;
  }
  return null;
}

/**
 * One service object over two venues. A call whose first argument is a demo
 * account (an id or a user row) goes to the demo venue's instance, run by
 * `around` (inside the mirror's turn for that market); every other call,
 * including all market-wide ones, goes to the live instance. The routes keep
 * a single code path and cannot send a demo user's order to a real book.
 */
export function routeByUser<S extends object>(
  live: S,
  demo: () => S,
  isDemo: (userId: number) => boolean,
  around?: (method: string, args: readonly unknown[], call: () => unknown) => unknown,
): S {
  return new Proxy(live, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        const userId = userIdOf(args[0]);
        if (userId === null || !isDemo(userId)) return value.apply(target, args);
        const venue = demo();
        const method = Reflect.get(venue, property) as (...a: unknown[]) => unknown;
        const call = () => callDemo(() => method.apply(venue, args));
        return around ? around(property, args, call) : call();
      };
    },
  });
}

function callDemo(call: () => unknown): unknown {
  let result: unknown;
  try {
    result = call();
  } catch (error) {
    throw demoError(error);
  }
  return result instanceof Promise
    ? result.catch((error: unknown) => Promise.reject(demoError(error)))
    : result;
}
