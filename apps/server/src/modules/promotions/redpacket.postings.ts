import type { AccountRef, Posting } from '../ledger/index.js';

/**
 * Every ledger posting of red packets, as data (type `red_packet`). The
 * coins stay in the sender's spot wallet, held (kind `red_packet`, one hold
 * per packet), until a share is claimed: then that share leaves the hold
 * for the claimer's spot wallet; what is left after 24 hours is released
 * back to the sender. No posting creates or destroys coins.
 */

const spot = (userId: number, asset: string): AccountRef => ({ userId, wallet: 'spot', asset });
export const holdKey = (packetId: string) => `red-packet:${packetId}`;

/** The packet's whole total held in the sender's wallet. */
export function pack(packet: {
  id: string;
  senderId: number;
  asset: string;
  total: string;
}): Posting {
  const account = spot(packet.senderId, packet.asset);
  return {
    idempotencyKey: `${holdKey(packet.id)}:pack`,
    type: 'red_packet',
    reference: holdKey(packet.id),
    memo: 'red packet sent',
    lines: [
      { account, part: 'available', amount: `-${packet.total}` },
      { account, part: 'frozen', amount: packet.total },
    ],
    holds: {
      open: [
        {
          key: holdKey(packet.id),
          account,
          part: 'frozen',
          amount: packet.total,
          kind: 'red_packet',
        },
      ],
    },
  };
}

/** Share `seq` from the sender's hold to the claimer. */
export function claim(
  packet: { id: string; senderId: number; asset: string },
  share: { seq: number; amount: string; claimerId: number },
): Posting {
  return {
    idempotencyKey: `${holdKey(packet.id)}:share:${share.seq}`,
    type: 'red_packet',
    reference: holdKey(packet.id),
    memo: 'red packet claimed',
    lines: [
      { account: spot(packet.senderId, packet.asset), part: 'frozen', amount: `-${share.amount}` },
      { account: spot(share.claimerId, packet.asset), part: 'available', amount: share.amount },
    ],
    holds: { release: [{ key: holdKey(packet.id), amount: share.amount }] },
  };
}

/** What nobody claimed, back to the sender once the packet expires. */
export function refund(
  packet: { id: string; senderId: number; asset: string },
  amount: string,
): Posting {
  const account = spot(packet.senderId, packet.asset);
  return {
    idempotencyKey: `${holdKey(packet.id)}:refund`,
    type: 'red_packet',
    reference: holdKey(packet.id),
    memo: 'red packet expired: unclaimed amount returned',
    lines: [
      { account, part: 'frozen', amount: `-${amount}` },
      { account, part: 'available', amount },
    ],
    holds: { release: [{ key: holdKey(packet.id) }] },
  };
}
