import { z } from 'zod';

/** The virtual funds a demo account starts with and returns to on reset. */
export const DEMO_GRANT = { asset: 'USDT', amount: '3000' } as const;

/** Switching to demo: a session of the user's demo account (the client keeps the real one aside). */
export const demoSessionSchema = z.object({
  token: z.string(),
  uid: z.string(),
  /** The demo account's spot balance of the grant asset after the switch. */
  balance: z.string(),
  asset: z.string(),
});
export type DemoSession = z.infer<typeof demoSessionSchema>;

export const demoStatusSchema = z.object({
  isDemo: z.boolean(),
  /** Virtual funds granted at creation and at each reset. */
  grant: z.object({ asset: z.string(), amount: z.string() }),
  /** Times this demo account has been reset. */
  resets: z.number().int().nonnegative(),
});
export type DemoStatus = z.infer<typeof demoStatusSchema>;
