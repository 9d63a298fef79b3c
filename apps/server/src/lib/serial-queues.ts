/**
 * Work run one at a time per key, in the order it was queued: the triggers
 * of one market's conditional orders (`spot.stops.ts`, `perp.stops.ts`)
 * are handled in the order prices reached them. A failure is logged and the
 * queue goes on.
 */
export class SerialQueues {
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly log: (error: unknown, message: string) => void) {}

  /** Queues `work` behind everything queued under `key`; `failure` names it in the log. */
  run(key: string, work: () => Promise<void>, failure: string): void {
    const next = (this.tails.get(key) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => this.log(error, failure));
    this.tails.set(key, next);
  }

  /** Resolves once everything queued so far, and whatever it queued, has run. */
  async idle(): Promise<void> {
    for (;;) {
      const pending = [...this.tails.values()];
      await Promise.all(pending);
      if ([...this.tails.values()].every((tail, i) => tail === pending[i])) return;
    }
  }
}
