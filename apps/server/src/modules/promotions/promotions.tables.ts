import type {
  ActivityKind,
  BonusStatus,
  RedPacketKind,
  RedPacketStatus,
} from '@exchange/contracts';
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

export interface ActivityTable {
  id: Generated<number>;
  kind: ActivityKind;
  title: Record<string, string>;
  body: Record<string, string>;
  asset: string;
  reward: string;
  target_usdt: string | null;
  starts_at: Date;
  ends_at: Date;
  slots: number | null;
  status: 'draft' | 'published' | 'closed';
  rewarded: Generated<number>;
  created_by: number;
  created_at: Date;
  updated_at: Date;
}

export interface ActivityEntryTable {
  activity_id: number;
  user_id: number;
  joined_at: Date;
  progress_usdt: Generated<string>;
  address: string | null;
  state: 'joining' | 'joined';
  rewarded_at: Date | null;
  transaction_id: string | null;
}

/** What counted towards an entry (a credited deposit, or a trading batch), once (`0049`). */
export interface ActivityProgressTable {
  event_key: string;
  activity_id: number;
  user_id: number;
  usdt: string;
}

/** The sign-up bonus on offer (`0048_bonus.ts`): one row. */
export interface BonusSettingsTable {
  id: number;
  enabled: boolean;
  amount: string;
  turnover_multiple: string;
  updated_by: number | null;
  updated_at: Date | null;
}

/** A user's promotional credit: at most one. */
export interface BonusCreditTable {
  user_id: number;
  asset: string;
  amount: string;
  locked: string;
  turnover_required: string;
  traded: Generated<string>;
  status: BonusStatus;
  granted_at: Date;
  released_at: Date | null;
  transaction_id: string | null;
}

/** A trading event counted towards a credit's turnover, once. */
export interface BonusTradeTable {
  event_key: string;
  user_id: number;
  usdt: string;
}

export interface PromotionTables {
  bonus_settings: BonusSettingsTable;
  bonus_credit: BonusCreditTable;
  bonus_trade: BonusTradeTable;
  activity: ActivityTable;
  activity_entry: ActivityEntryTable;
  activity_progress: ActivityProgressTable;
  red_packet: RedPacketTable;
  red_packet_share: RedPacketShareTable;
}

export type RedPacketRow = Selectable<RedPacketTable>;
export type ShareRow = Selectable<RedPacketShareTable>;
export type ActivityRow = Selectable<ActivityTable>;
export type EntryRow = Selectable<ActivityEntryTable>;
export type BonusCreditRow = Selectable<BonusCreditTable>;
