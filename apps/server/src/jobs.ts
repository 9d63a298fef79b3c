import type { FastifyInstance } from 'fastify';

export interface Job {
  readonly name: string;
  readonly everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Background jobs of one server process: each runs on its own interval, never
 * overlapping itself, logging failures instead of crashing, and stops when
 * the app closes. Tests do not schedule jobs; they call the same functions.
 */
export function scheduleJobs(app: FastifyInstance, jobs: readonly Job[]): void {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      let running = false;
      timers.push(
        setInterval(() => {
          if (running) return;
          running = true;
          job
            .run()
            .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
            .finally(() => {
              running = false;
            });
        }, job.everyMs),
      );
    }
  });
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}
