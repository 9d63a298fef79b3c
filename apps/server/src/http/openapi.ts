import { ADMIN_TOKEN_HEADER } from '@exchange/contracts';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document served at /uc/docs: both APIs, their envelopes and their credentials. */
export function openApiOptions(version: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Exchange API',
        version,
        description: [
          'Every reply is the envelope {code, message, data}; code 0 is success and message is in the language of the `lang` header.',
          'Requests under /uc/ carry `sign` (uppercase MD5 of the sign secret followed by `tissuePaper`) and `tissuePaper` (unix seconds).',
          'The sign secret is served to every browser by GET /uc/public/config: it is a client check, not authentication.',
          'Codes 401, 403, 3000 and 4000 mean "log in again"; no other failure uses them.',
          `The operator console's API is under /admin-api/, authenticated by the \`${ADMIN_TOKEN_HEADER}\` header of an operator session; user sessions are never accepted there.`,
        ].join('\n\n'),
      },
      components: {
        securitySchemes: {
          sign: { type: 'apiKey', in: 'header', name: 'sign' },
          tissuePaper: { type: 'apiKey', in: 'header', name: 'tissuePaper' },
          session: { type: 'apiKey', in: 'header', name: 'access-auth-token' },
          console: { type: 'apiKey', in: 'header', name: ADMIN_TOKEN_HEADER },
        },
      },
      security: [{ sign: [], tissuePaper: [] }],
    },
    transform: jsonSchemaTransform,
  };
}
