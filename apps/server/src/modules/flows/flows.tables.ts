import type { ColumnType, Generated } from 'kysely';
import type { JsonValue } from '../jobs/index.js';

export type FlowStatus = 'running' | 'compensating' | 'done' | 'compensated';

export interface FlowRunTable {
  /** BIGSERIAL: a string. */
  id: Generated<string>;
  kind: string;
  key: string;
  /** Written as a JSON string cast to jsonb, read back parsed. */
  state: ColumnType<JsonValue, string, string>;
  /** Running: the next step to run. Compensating: how many steps are still to undo. */
  step: Generated<number>;
  status: Generated<FlowStatus>;
  error: string | null;
  attempts: Generated<number>;
  locked_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface FlowTables {
  flow_run: FlowRunTable;
}
