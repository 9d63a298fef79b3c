import type { IdType } from '@exchange/contracts';
import type { Clock } from '../../lib/clock.js';
import type { Screened } from './identity.tables.js';

/** Who is screened: what a primary application says about its applicant. */
export interface ScreeningSubject {
  readonly realName: string;
  readonly nationality: string;
  readonly idType: IdType;
  readonly idNumber: string;
}

/**
 * A sanctions and identity-document check (a self-hosted sanctions list
 * matcher, a document-authenticity vendor). The result is advice stored
 * with the application for its reviewer; a person still decides. An
 * adapter that cannot answer says `manual` rather than failing the
 * application.
 */
export interface ScreeningAdapter {
  readonly name: string;
  screen(subject: ScreeningSubject): Promise<Pick<Screened, 'outcome' | 'detail'>>;
}

/**
 * The default: no automatic check, so the product works offline. The
 * reviewer is told so on every application instead of seeing "clear".
 */
export const manualScreening: ScreeningAdapter = {
  name: 'manual',
  screen: async () => ({
    outcome: 'manual',
    detail: 'No automatic screening is configured: check the name and document by hand',
  }),
};

/** Runs the adapter; a failure or a hang becomes a `manual` result with the reason. */
export function createScreening(adapter: ScreeningAdapter, clock: Clock, timeoutMs = 10_000) {
  return {
    async run(subject: ScreeningSubject): Promise<Screened> {
      const at = new Date(clock.nowMs()).toISOString();
      let timer: NodeJS.Timeout | undefined;
      try {
        const result = await Promise.race([
          adapter.screen(subject),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
          }),
        ]);
        return { adapter: adapter.name, ...result, at };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return {
          adapter: adapter.name,
          outcome: 'manual',
          detail: `Screening did not answer (${reason}): check by hand`,
          at,
        };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type Screening = ReturnType<typeof createScreening>;
