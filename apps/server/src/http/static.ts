import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface StaticRoots {
  /** Built web app (apps/web/dist), served at `/`. */
  readonly web?: string | undefined;
  /** Built console (apps/admin/dist), served at `/admin/`. */
  readonly admin?: string | undefined;
}

/**
 * Serves the two single-page apps, brotli or gzip where the client accepts
 * it (compressed once at build). Hashed assets are cached for a year;
 * index.html and the service worker never are, so a deploy reaches users on
 * their next load. Unknown app paths get the app's index.html, where the
 * client router decides (spec: unknown paths go to /home).
 */
export async function registerStatic(
  app: FastifyInstance,
  roots: StaticRoots,
): Promise<(url: string) => Promise<string | undefined>> {
  const indexes: { prefix: string; html: string }[] = [];
  for (const [prefix, root] of [
    ['/admin/', roots.admin],
    ['/', roots.web],
  ] as const) {
    if (!root || !existsSync(join(root, 'index.html'))) continue;
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: prefix === '/',
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text asset (scripts/precompress.mjs):
      // clients that accept them get the compressed bytes.
      preCompressed: true,
      // Our own header below; the plugin's default would mark index.html cacheable.
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = /[/\\]assets[/\\]/.test(path);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same URL is sent compressed or not: caches must key on the encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    const html = await readFile(join(root, 'index.html'), 'utf8');
    indexes.push({ prefix, html });
    // The app's root is a page, not a directory listing.
    app.get(prefix, { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
    );
  }
  return async (url) =>
    indexes.find((entry) => url.startsWith(entry.prefix) || `${url}/` === entry.prefix)?.html;
}
