import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticRoots {
  /** Built web app (apps/web/dist), served at `/`. */
  readonly web?: string | undefined;
  /** Built console (apps/admin/dist), served at `/admin/`. */
  readonly admin?: string | undefined;
}

/** An app's index.html, with the compressed copies the build wrote beside it. */
export interface AppPage {
  readonly html: string;
  readonly br: Buffer | undefined;
  readonly gz: Buffer | undefined;
}

const readIfThere = async (path: string) => (existsSync(path) ? await readFile(path) : undefined);

/**
 * Sends an app's page, compressed when the client accepts it: the page is
 * on the first load's critical path, so its bytes count as the scripts' do.
 * Never cached, so a deploy reaches users on their next load.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: AppPage) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] =
    page.br && /\bbr\b/.test(accepts)
      ? (['br', page.br] as const)
      : page.gz && /\bgzip\b/.test(accepts)
        ? (['gzip', page.gz] as const)
        : ([undefined, page.html] as const);
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
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
): Promise<(url: string) => AppPage | undefined> {
  const indexes: { prefix: string; page: AppPage }[] = [];
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
    const index = join(root, 'index.html');
    const page: AppPage = {
      html: await readFile(index, 'utf8'),
      br: await readIfThere(`${index}.br`),
      gz: await readIfThere(`${index}.gz`),
    };
    indexes.push({ prefix, page });
    // The app's root is a page, not a directory listing.
    app.get(prefix, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, page));
  }
  return (url) =>
    indexes.find((entry) => url.startsWith(entry.prefix) || `${url}/` === entry.prefix)?.page;
}
