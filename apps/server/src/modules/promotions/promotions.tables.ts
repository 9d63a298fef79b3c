import type { RedPacketKind, RedPacketStatus } from '@exchange/contracts';
import type { Generated, Selectable } from 'kysely';

/** A red packet (`0045_red_packets.ts`). */
export interface RedPacketTable {
  id: Generated<string>;
  code: string;
  sender_id: number;
  request_id: string;
  asset: string;
  total: string;
  shares: number;
  kind: RedPacketKind;
  greeting: string;
  status: RedPacketStatus;
  claimed_shares: Generated<number>;
  claimed_amount: Generated<string>;
  refunded: Generated<string>;
  created_at: Date;
  expires_at: Date;
  closed_at: Date | null;
}

/** One share, drawn when the packet is made; claimed by one user. */
export interface RedPacketShareTable {
  packet_id: string;
  seq: number;
  amount: string;
  claimed_by: number | null;
  claimed_at: Date | null;
  transaction_id: string | null;
}

export interface PromotionTables {
  red_packet: RedPacketTable;
  red_packet_share: RedPacketShareTable;
}

export type RedPacketRow = Selectable<RedPacketTable>;
export type ShareRow = Selectable<RedPacketShareTable>;
