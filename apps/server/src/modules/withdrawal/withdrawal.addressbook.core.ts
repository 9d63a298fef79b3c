import type { ErrorKey } from '@exchange/contracts';

/**
 * The address book's pure rules: how addresses compare, when the whitelist
 * holds withdrawals to the book, what a switch does, and whether a
 * withdrawal may go to an address. Time comes in as `nowMs`.
 */

/** The whitelist as stored; undefined: never set (off). */
export interface WhitelistState {
  readonly enabled: boolean;
  readonly enforced_until: Date | null;
}

/**
 * An address as compared: EVM addresses in lower case (any letter case
 * spells the same account; the mixed case is only a checksum), others as
 * written (base58 is case-sensitive). The `address_key` column of 0062
 * computes the same; `addressesOf` in the service compares alike.
 */
export function addressKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address;
}

/** Whether withdrawals are held to the address book now: on, or switched off and still waiting. */
export function whitelistEnforced(state: WhitelistState | undefined, nowMs: number): boolean {
  if (!state) return false;
  if (state.enabled) return true;
  return state.enforced_until !== null && state.enforced_until.getTime() > nowMs;
}

/**
 * When an address saved now may be used under the whitelist. Saved while
 * the whitelist is enforced, it waits the new-address hold: whoever got
 * into the account cannot add their own address and withdraw to it before
 * the owner has had a day to notice. Saved while it is off it is usable at
 * once, since any address is then; turning the whitelist on later does not
 * make it wait.
 */
export function usableAt(enforced: boolean, nowMs: number, holdMs: number): Date {
  return new Date(enforced ? nowMs + holdMs : nowMs);
}

/**
 * What a switch to `enabled` stores. On takes effect at once: it only
 * narrows where money may go. Off takes effect only after the hold, and the
 * whitelist stays enforced until then (`enforced_until`): otherwise it would
 * protect nothing, since the fund password that lifts it is the same one a
 * withdrawal needs, and an intruder holding it could switch it off and
 * withdraw to any address at once. A second switch-off while one waits
 * keeps the first one's time (repeating it neither shortens nor extends
 * the wait); switching on cancels a waiting switch-off.
 */
export function switched(
  current: WhitelistState | undefined,
  enabled: boolean,
  nowMs: number,
  holdMs: number,
): WhitelistState {
  if (enabled) return { enabled: true, enforced_until: null };
  if (!whitelistEnforced(current, nowMs)) return { enabled: false, enforced_until: null };
  if (current && !current.enabled) return current;
  return { enabled: false, enforced_until: new Date(nowMs + holdMs) };
}

/** A refusal of a withdrawal by the whitelist, with its parameters. */
export interface WhitelistProblem {
  readonly key: ErrorKey;
  readonly params?: Record<string, string>;
}

/** `2026-11-22 12:00`: a time in a message that says UTC beside it. */
export function utcMinute(at: Date): string {
  return at.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Whether a withdrawal to an address may go ahead under the whitelist:
 * always when it is not enforced; otherwise only to a saved address whose
 * waiting time has passed.
 */
export function whitelistProblem(
  enforced: boolean,
  saved: { readonly usable_at: Date } | undefined,
  nowMs: number,
): WhitelistProblem | null {
  if (!enforced) return null;
  if (!saved) return { key: 'WITHDRAW_ADDRESS_NOT_SAVED' };
  if (saved.usable_at.getTime() > nowMs)
    return {
      key: 'WITHDRAW_ADDRESS_NOT_YET_USABLE',
      params: { until: utcMinute(saved.usable_at) },
    };
  return null;
}
