/**
 * Jobs: the durable queue for scheduled and delayed work (sending approved
 * withdrawals, funding rounds, and from now on payment deadlines, daily
 * interest and income, rebates). Modules define their jobs by name and
 * enqueue them, in their own transaction when the job belongs to a change
 * they commit.
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
