/**
 * Jobs: the durable queue for scheduled and delayed work (sending approved
 * withdrawals, funding rounds, and from now on payment deadlines, daily
 * interest and income, rebates). Modules define their jobs by name and
 * enqueue them, in their own transaction when the job belongs to a change
 * they commit.
 *
 * Recurring jobs (`every`) have one row per slot; a slot missed while no
 * process ran is not run late. A claim bumps the job's attempt count, which
 * fences the finish of a process whose lease was taken over; failures back
 * off exponentially up to the job's attempts. Per-process ticks (market
 * data, mark prices and risk, makers, simulated chains) are not jobs here:
 * they stay in the server's jobs.ts. `jobs.processes.test.ts` runs two
 * server processes on one PostgreSQL schema and finds each job's effect
 * exactly once.
 *
 * Boundary: owns the `job` table; no routes. Handlers belong to the modules
 * that define them.
 *
 * Invariant: a job is claimed by one process at a time (FOR UPDATE SKIP
 * LOCKED under a lease, fenced by its attempt count); a recurring job runs
 * once per slot across every process sharing the database; a key is
 * enqueued once.
 */
export { createJobQueue } from './jobs.service.js';
export type { JobContext, JobHandler, JobQueue, JobQueueDeps } from './jobs.service.js';
export type { JsonValue } from './jobs.core.js';
