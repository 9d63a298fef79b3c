/**
 * Request-weight limits per client address, as the bot libraries expect
 * them: every call costs a weight, a minute's total is reported in
 * `X-MBX-USED-WEIGHT-1M`, a call past the limit is refused with 429, and a
 * client that keeps calling after its 429s is banned with 418 for a time
 * that doubles with each ban (two minutes up to three days).
 */
export interface WeightOptions {
  /** Weight one address may use per minute. */
  readonly perMinute: number;
  /** Refusals (429) in one minute after which the address is banned. */
  readonly refusalsBeforeBan: number;
}

export const DEFAULT_WEIGHTS: WeightOptions = { perMinute: 6000, refusalsBeforeBan: 20 };

const MINUTE_MS = 60_000;
const FIRST_BAN_MS = 2 * MINUTE_MS;
const LONGEST_BAN_MS = 3 * 86_400_000;

export type WeightVerdict =
  | { readonly kind: 'ok'; readonly used: number }
  | { readonly kind: 'limited'; readonly used: number; readonly retryAfterS: number }
  | { readonly kind: 'banned'; readonly untilMs: number; readonly retryAfterS: number };

interface Client {
  minute: number;
  used: number;
  refused: number;
  bans: number;
  bannedUntil: number;
}

export function createWeights(options: WeightOptions = DEFAULT_WEIGHTS) {
  const clients = new Map<string, Client>();
  let sweptMinute = 0;

  return {
    /** Addresses banned at `nowMs`, longest ban first. */
    bans(nowMs: number): { ip: string; bannedUntil: number; bans: number }[] {
      return [...clients]
        .filter(([, c]) => c.bannedUntil > nowMs)
        .map(([ip, c]) => ({ ip, bannedUntil: c.bannedUntil, bans: c.bans }))
        .sort((a, b) => b.bannedUntil - a.bannedUntil);
    },
    /** Charges `weight` to `address` at `nowMs` and says whether the call may go on. */
    charge(address: string, weight: number, nowMs: number): WeightVerdict {
      const minute = Math.floor(nowMs / MINUTE_MS);
      if (minute !== sweptMinute) {
        sweptMinute = minute;
        // Forget addresses idle for a minute and not banned: the map stays small.
        for (const [key, c] of clients)
          if (c.minute < minute && c.bannedUntil <= nowMs && c.bans === 0) clients.delete(key);
      }
      let client = clients.get(address);
      if (!client) {
        client = { minute, used: 0, refused: 0, bans: 0, bannedUntil: 0 };
        clients.set(address, client);
      }
      if (client.bannedUntil > nowMs)
        return {
          kind: 'banned',
          untilMs: client.bannedUntil,
          retryAfterS: Math.ceil((client.bannedUntil - nowMs) / 1000),
        };
      if (client.minute !== minute) {
        client.minute = minute;
        client.used = 0;
        client.refused = 0;
      }
      const retryAfterS = Math.ceil(((minute + 1) * MINUTE_MS - nowMs) / 1000);
      if (client.used + weight > options.perMinute) {
        client.refused += 1;
        if (client.refused > options.refusalsBeforeBan) {
          const length = Math.min(LONGEST_BAN_MS, FIRST_BAN_MS * 2 ** client.bans);
          client.bans += 1;
          client.bannedUntil = nowMs + length;
          return { kind: 'banned', untilMs: client.bannedUntil, retryAfterS: length / 1000 };
        }
        return { kind: 'limited', used: client.used, retryAfterS };
      }
      client.used += weight;
      return { kind: 'ok', used: client.used };
    },
  };
}

export type Weights = ReturnType<typeof createWeights>;
