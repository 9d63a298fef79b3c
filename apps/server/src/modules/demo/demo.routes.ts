import { PATHS, demoSessionSchema, demoStatusSchema, envelope } from '@exchange/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { requestContext, type AccountService } from '../account/index.js';
import type { DemoService } from './demo.service.js';

const tags = ['demo trading'];

/** Demo trading has no route in the spec; these are ours. */
export function registerDemoRoutes(
  api: Api,
  deps: { demo: DemoService; accounts: AccountService },
): void {
  const { demo, accounts } = deps;
  const user = (token: string | undefined) => accounts.authenticate(token);

  api.post(
    PATHS.demoEnter,
    {
      schema: {
        tags,
        summary:
          "Switch to the caller's demo account (3,000 virtual USDT on first use): a session of it",
        response: { 200: envelope(demoSessionSchema) },
      },
    },
    async (req) => ok(await demo.enter(await user(req.authToken), requestContext(req))),
  );
  api.post(
    PATHS.demoReset,
    {
      schema: {
        tags,
        summary:
          'Demo session only: cancel, close and sweep everything, then grant 3,000 USDT again',
        response: { 200: envelope(demoStatusSchema) },
      },
    },
    async (req) => ok(await demo.reset(await user(req.authToken))),
  );
  api.post(
    PATHS.demoExit,
    {
      schema: {
        tags,
        summary: 'Demo session only: end it (the client returns to its real session)',
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await demo.exit(await user(req.authToken), req.authToken);
      return ok(null);
    },
  );
  api.get(
    PATHS.demoStatus,
    {
      schema: {
        tags,
        summary: 'Whether this session is a demo account, and its grant',
        response: { 200: envelope(demoStatusSchema) },
      },
    },
    async (req) => ok(demo.status(await user(req.authToken))),
  );
}
