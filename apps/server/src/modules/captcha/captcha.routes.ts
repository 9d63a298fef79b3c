import {
  PATHS,
  captchaPassSchema,
  captchaSchema,
  captchaVerifyBody,
  envelope,
} from '@exchange/contracts';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { PUBLIC } from '../../http/user-routes.js';
import type { CaptchaService } from './captcha.service.js';

export function registerCaptchaRoutes(api: Api, captcha: CaptchaService): void {
  const tags = ['account'];

  api.get(
    PATHS.captcha,
    {
      // Rendering costs real CPU: a tighter per-IP budget than the global one.
      config: { ...PUBLIC, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'A new slider puzzle: background with a hole, and the piece to drag into it',
        response: { 200: envelope(captchaSchema) },
      },
    },
    async (_req, reply) => {
      // Every puzzle is single-use; a cached one would only ever fail.
      reply.header('cache-control', 'no-store');
      return ok(await captcha.issue());
    },
  );

  api.post(
    PATHS.captchaVerify,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'Check a drop and its drag track; one attempt per puzzle. Passing gives a single-use captchaToken',
        body: captchaVerifyBody,
        response: { 200: envelope(captchaPassSchema) },
      },
    },
    async (req) => ok(await captcha.verify(req.body)),
  );
}
