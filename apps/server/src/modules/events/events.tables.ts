import type { ColumnType, Generated } from 'kysely';

export interface DomainEventTable {
  /** BIGSERIAL: a string. */
  id: Generated<string>;
  name: string;
  key: string;
  /** Written as a JSON string cast to jsonb, read back parsed. */
  payload: ColumnType<unknown, string, string>;
  created_at: Date;
}

export interface EventDeliveryTable {
  consumer: string;
  event_id: string;
  delivered_at: Date;
}

export interface EventTables {
  domain_event: DomainEventTable;
  event_delivery: EventDeliveryTable;
}
