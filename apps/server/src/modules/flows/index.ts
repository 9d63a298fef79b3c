/**
 * Flows: multi-step money work (sending a withdrawal now; P2P escrow, loans
 * and earn next) as named steps, each idempotent with a compensation, with
 * progress stored after every step and resumed after a crash.
 *
 * A run is driven under a lease taken with SKIP LOCKED. A step that throws
 * an `AppError` is a refusal; anything else is a fault. `resume` runs from
 * the job queue every ten seconds and goes on from each stopped run's
 * stored step.
 *
 * Boundary: owns the `flow_run` table; no routes. Steps belong to the
 * modules that define the flows.
 *
 * Invariant: a run is unique by key and driven by one process at a time;
 * a step's progress is stored before the next step runs; a refusal undoes
 * every earlier step, newest first, and a fault stops the run where it is.
 */
export { createFlows } from './flows.service.js';
export type { Flow, FlowOutcome, FlowStep, Flows } from './flows.service.js';
