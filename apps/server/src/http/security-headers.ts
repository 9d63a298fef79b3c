import type { FastifyInstance } from 'fastify';

/**
 * Headers every reply carries (the app, the console, the API and errors):
 * nothing may frame our pages (the console least of all), no reply is
 * sniffed into another type, no full URL leaks to other sites, and over TLS
 * browsers keep to HTTPS. A route that sets its own Content-Security-Policy
 * (an uploaded image's sandbox) keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy'))
      reply.header(
        'content-security-policy',
        "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
      );
    // Only where the connection itself is TLS: over plain HTTP the header is ignored anyway.
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
