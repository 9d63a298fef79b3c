/**
 * Runs `step` until it succeeds, backing off from 20 ms to a second between
 * tries. For work that must happen before anything else may (a runner
 * rebuilding its book from the database after a failed commit): giving up
 * would leave the market serving a book the database does not hold.
 */
export async function untilDone(
  step: () => Promise<void>,
  onFailure: (error: unknown) => void,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await step();
      return;
    } catch (error) {
      onFailure(error);
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * attempt)));
    }
  }
}
