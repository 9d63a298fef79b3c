import {
  RED_PACKET_MAX_SHARES,
  type RedPacket,
  type RedPacketStatus,
  type WalletOverview,
} from '@exchange/contracts';
import {
  div,
  fromBigInt,
  isPositive,
  parseDecimal,
  ROUNDING,
  toPlainString,
  toUnits,
} from '@exchange/money';
import type { Problem } from '../wallet/transferRules';
import { balanceIn, accountOf } from '../wallet/assets';
import { canonicalAmount } from '../wallet/transferRules';

/**
 * Red packets' rules mirrored from the server (contracts `redPacketCreateBody`
 * and the promotions service), so mistakes show while typing. The server
 * stays the judge; its refusals are shown in its words.
 */

export const RED_PACKET_PATH = '/redPacket';
export const CODE_LENGTH = 10;
export const GREETING_MAX = 60;
/** The server cuts shares to at most this many decimals (finer is dust). */
export const SHARE_PLACES = 8;

/** A code as typed or pasted: letters and digits only, upper case, at most ten. */
export function normaliseCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, CODE_LENGTH);
}

export function isPacketCode(code: string): boolean {
  return /^[A-Z0-9]{10}$/.test(code);
}

/** The link that opens this screen with the code filled in. */
export function packetLink(origin: string, code: string): string {
  return `${origin}${RED_PACKET_PATH}?code=${encodeURIComponent(code)}`;
}

/** The places shares of a coin are cut to. */
export function sharePlaces(decimals: number | undefined): number {
  return decimals === undefined ? SHARE_PLACES : Math.min(decimals, SHARE_PLACES);
}

/** The coins the user can pack: those with an available balance in the spot wallet. */
export function spotCoins(overview: WalletOverview): string[] {
  const spot = accountOf(overview, 'spot');
  if (!spot) return [];
  return spot.assets
    .filter((balance) => {
      const available = parseDecimal(balance.available.trim());
      return available !== null && isPositive(available);
    })
    .map((balance) => balance.asset);
}

/** The spot balance available in `asset`, "0" when none. */
export function spotAvailable(overview: WalletOverview, asset: string): string {
  return balanceIn(overview, 'spot', asset)?.available ?? '0';
}

/** The number of shares as typed: a whole number from 1 to 100. */
export function sharesOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const shares = Number(trimmed);
  return shares >= 1 && shares <= RED_PACKET_MAX_SHARES ? shares : null;
}

export function checkShares(text: string): Problem | undefined {
  if (text.trim() === '') return { key: 'account.error.required' };
  return sharesOf(text) === null ? { key: 'redPacket.send.sharesInvalid' } : undefined;
}

/** The smallest share: one unit at the places shares are cut to, e.g. "0.00000001". */
export function smallestShare(places: number): string {
  return toPlainString(fromBigInt(1n, places));
}

/**
 * Whether the total gives every share at least the smallest unit, as the
 * server requires (RED_PACKET_SHARE_TOO_SMALL otherwise). Undefined when
 * the total or shares are not valid yet: their own checks speak then.
 */
export function checkSplit(
  total: string,
  sharesText: string,
  places: number,
  coin: string,
): Problem | undefined {
  const canonical = canonicalAmount(total);
  const value = canonical === null ? null : parseDecimal(canonical);
  const shares = sharesOf(sharesText);
  if (value === null || shares === null || !isPositive(value) || value.scale > places) {
    return undefined;
  }
  return toUnits(value, places) < BigInt(shares)
    ? { key: 'redPacket.send.shareTooSmall', params: { min: smallestShare(places), coin } }
    : undefined;
}

/**
 * The mean share, cut down to the share places: what each share of an
 * equal split gets (the first few get one unit more when it does not
 * divide evenly), and what a lucky share averages. Null until both the
 * total and the shares are valid.
 */
export function meanShare(total: string, sharesText: string, places: number): string | null {
  const canonical = canonicalAmount(total);
  const value = canonical === null ? null : parseDecimal(canonical);
  const shares = sharesOf(sharesText);
  if (value === null || shares === null || !isPositive(value)) return null;
  const mean = div(value, fromBigInt(BigInt(shares), 0), places, ROUNDING.down);
  return isPositive(mean) ? toPlainString(mean) : null;
}

export function checkGreeting(text: string): Problem | undefined {
  return text.trim().length > GREETING_MAX ? { key: 'redPacket.send.greetingLong' } : undefined;
}

/** The status pill's tone. */
export function statusTone(status: RedPacketStatus): 'pending' | 'good' | 'muted' {
  if (status === 'open') return 'pending';
  return status === 'finished' ? 'good' : 'muted';
}

/** Whether anything went back to the sender when the packet expired. */
export function hasRefund(packet: Pick<RedPacket, 'status' | 'refunded'>): boolean {
  const refunded = parseDecimal(packet.refunded.trim());
  return packet.status === 'expired' && refunded !== null && isPositive(refunded);
}

/**
 * Why the caller cannot claim a packet they are looking at, or null when
 * they may try: the server stays the judge (a share may go meanwhile).
 */
export type ClaimBlock = 'own' | 'mine' | 'finished' | 'expired';

export function claimBlock(packet: RedPacket): ClaimBlock | null {
  if (packet.own) return 'own';
  if (packet.mine !== null) return 'mine';
  if (packet.status === 'finished') return 'finished';
  if (packet.status === 'expired') return 'expired';
  return null;
}
