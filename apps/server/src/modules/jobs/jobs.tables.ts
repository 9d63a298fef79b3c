import type { ColumnType, Generated } from 'kysely';
import type { JsonValue } from './jobs.core.js';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export interface JobTable {
  /** BIGSERIAL: a string. */
  id: Generated<string>;
  name: string;
  key: string;
  /** Written as a JSON string cast to jsonb, read back parsed. */
  payload: ColumnType<JsonValue, string, string>;
  status: Generated<JobStatus>;
  run_at: Date;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  recurring: Generated<boolean>;
  locked_until: Date | null;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export interface JobTables {
  job: JobTable;
}
