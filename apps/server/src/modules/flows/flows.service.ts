import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { JsonValue } from '../jobs/index.js';
import { createFlowStore, type FlowRow } from './flows.store.js';
import type { FlowTables } from './flows.tables.js';

/** One named step of a flow. */
export interface FlowStep<S extends JsonValue> {
  readonly name: string;
  /**
   * Does the step's work and answers the state after it. It must be
   * idempotent: a crash after its effect and before its progress is stored
   * runs it again. An AppError is a refusal: the flow undoes the steps
   * before it. Anything else is a fault: the flow stops at this step and is
   * resumed later, from here.
   */
  run(state: S): Promise<S>;
  /** Undoes the step's effect, idempotently. Absent: there is nothing to undo (or it cannot be undone, and no later step refuses). */
  compensate?(state: S): Promise<void>;
}

export interface Flow<S extends JsonValue> {
  readonly kind: string;
  readonly steps: readonly FlowStep<S>[];
}

export type FlowOutcome<S> =
  | { readonly status: 'done'; readonly state: S }
  | { readonly status: 'compensated'; readonly error: string; readonly state: S }
  /** Stopped by a fault, or driven by another process right now: resumed later. */
  | {
      readonly status: 'running' | 'compensating';
      readonly error: string | null;
      readonly state: S;
    };

const LEASE_MS = 60_000;

/**
 * Flows: multi-step money work as named steps, each idempotent with a
 * compensation, whose progress is stored after every step so a crash
 * resumes where it stopped (`resume`, at start-up and from the job queue).
 * A run is unique by key, so starting it twice drives one run; a lease
 * (SKIP LOCKED) keeps two processes from driving the same run at once.
 */
export function createFlows<T>(deps: {
  readonly db: Kysely<T>;
  readonly clock: Clock;
  readonly log: (error: unknown, message: string) => void;
  readonly leaseMs?: number;
}) {
  const store = createFlowStore(deps.db as unknown as Kysely<FlowTables>);
  const flows = new Map<string, Flow<JsonValue>>();
  const now = () => deps.clock.nowMs();
  const leaseMs = deps.leaseMs ?? LEASE_MS;

  const outcomeOf = <S>(row: FlowRow): FlowOutcome<S> => {
    const state = row.state as S;
    if (row.status === 'done') return { status: 'done', state };
    if (row.status === 'compensated')
      return { status: 'compensated', error: row.error ?? '', state };
    return { status: row.status, error: row.error, state };
  };

  /** Drives a claimed run as far as it goes; the lease is released whatever happens. */
  async function drive(row: FlowRow): Promise<FlowRow> {
    const flow = flows.get(row.kind);
    let { step, status } = row;
    let state = row.state;
    let error = row.error;
    try {
      if (!flow) throw new Error(`flow ${row.kind} is not defined in this process`);
      while (status === 'running' && step < flow.steps.length) {
        const current = flow.steps[step];
        if (!current) break;
        try {
          state = await current.run(state);
          step += 1;
          await store.save(row.id, { state, step, status }, now());
        } catch (refusal) {
          if (!(refusal instanceof AppError)) throw refusal;
          // Undo the steps before this one, newest first: `step` of them.
          status = 'compensating';
          error = refusal.key;
          await store.save(row.id, { step, status, error }, now());
        }
      }
      if (status === 'running') {
        status = 'done';
        await store.save(row.id, { step, status }, now());
      }
      while (status === 'compensating' && step > 0) {
        await flow.steps[step - 1]?.compensate?.(state);
        step -= 1;
        await store.save(row.id, { step, status }, now());
      }
      if (status === 'compensating') {
        status = 'compensated';
        await store.save(row.id, { step, status }, now());
      }
    } catch (fault) {
      deps.log(fault, `flow ${row.key} stopped at step ${step}; it resumes later`);
      error = fault instanceof Error ? fault.message.slice(0, 500) : String(fault);
      await store.save(row.id, { step, status, error }, now()).catch(() => undefined);
    } finally {
      await store.release(row.id).catch(() => undefined);
    }
    return { ...row, state, step, status, error };
  }

  return {
    /** Registers a flow by kind; its steps' order is its meaning, so it never changes for a kind. */
    define<S extends JsonValue>(kind: string, steps: readonly FlowStep<S>[]): Flow<S> {
      if (flows.has(kind)) throw new Error(`flow ${kind} is defined twice`);
      if (steps.length === 0) throw new Error(`flow ${kind} has no steps`);
      const flow = { kind, steps };
      flows.set(kind, flow as unknown as Flow<JsonValue>);
      return flow;
    },

    /**
     * Starts the run `key` of `flow` from `initial` (or finds it, if it was
     * started before) and drives it as far as it goes now.
     */
    async run<S extends JsonValue>(
      flow: Flow<S>,
      key: string,
      initial: S,
    ): Promise<FlowOutcome<S>> {
      const row = await store.create(flow.kind, key, initial, now());
      if (row.status === 'done' || row.status === 'compensated') return outcomeOf<S>(row);
      const [claimed] = await store.claim(now(), leaseMs, key);
      return outcomeOf<S>(claimed ? await drive(claimed) : row);
    },

    /** Drives every open run whose lease is free (after a crash, a fault); how many it took up. */
    async resume(): Promise<number> {
      const claimed = await store.claim(now(), leaseMs);
      for (const row of claimed) await drive(row);
      return claimed.length;
    },

    byKey: (key: string) => store.byKey(key),
  };
}

export type Flows = ReturnType<typeof createFlows<unknown>>;
