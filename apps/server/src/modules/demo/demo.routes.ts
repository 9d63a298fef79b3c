import { PATHS, demoSessionSchema, demoStatusSchema, envelope } from '@exchange/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import type { FastifyRequest } from 'fastify';
import { requestContext, type UserRow } from '../account/index.js';
import type { DemoService } from './demo.service.js';

const tags = ['demo trading'];

/** Demo trading has no route in the spec; these are ours. */
export function registerDemoRoutes(api: Api, deps: { demo: DemoService }): void {
  const { demo } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;

  api.post(
    PATHS.demoEnter,
    {
      config: session('venue'),
      schema: {
        tags,
        summary:
          "Switch to the caller's demo account (3,000 virtual USDT on first use): a session of it",
        response: { 200: envelope(demoSessionSchema) },
      },
    },
    async (req) => ok(await demo.enter(user(req), requestContext(req))),
  );
  api.post(
    PATHS.demoReset,
    {
      config: session('venue'),
      schema: {
        tags,
        summary:
          'Demo session only: cancel, close and sweep everything, then grant 3,000 USDT again',
        response: { 200: envelope(demoStatusSchema) },
      },
    },
    async (req) => ok(await demo.reset(user(req))),
  );
  api.post(
    PATHS.demoExit,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'Demo session only: end it (the client returns to its real session)',
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await demo.exit(user(req), req.authToken);
      return ok(null);
    },
  );
  api.get(
    PATHS.demoStatus,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'Whether this session is a demo account, and its grant',
        response: { 200: envelope(demoStatusSchema) },
      },
    },
    async (req) => ok(demo.status(user(req))),
  );
}
