import { HEADER, resolveLocale, type Locale } from '@exchange/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of every message in the reply (spec section 7 `lang` mapping, English by default). */
    locale: Locale;
    /** Session token from `access-auth-token`, or the `token` query parameter one client sends. */
    authToken: string | undefined;
  }
}

export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en_US');
  app.decorateRequest('authToken', undefined);
  app.addHook('onRequest', async (request) => {
    request.locale = resolveLocale(headerValue(request, HEADER.lang));
    request.authToken = headerValue(request, HEADER.token) || tokenFromQuery(request) || undefined;
  });
}

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function tokenFromQuery(request: FastifyRequest): string | undefined {
  const query = request.query;
  if (query && typeof query === 'object' && 'token' in query) {
    const token = (query as { token: unknown }).token;
    return typeof token === 'string' ? token : undefined;
  }
  return undefined;
}

/** Replaces credentials in a URL's query string so logs never hold them. */
export function redactUrl(url: string): string {
  return url.replace(
    /([?&](?:token|access-auth-token|sign|code|password)=)[^&#]*/gi,
    '$1[REDACTED]',
  );
}
