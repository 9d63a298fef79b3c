import type { FastifyInstance } from 'fastify';
import { docsPage } from './page.js';
import type { DocLanguage } from './texts.js';

/**
 * `/api/docs`: the bot developers' page, in Chinese for `?lang=zh` (or a
 * Chinese app language) and English otherwise; `/api/v3/openapi.json`:
 * the OpenAPI document of the bot API's calls alone.
 */
export function registerDocs(app: FastifyInstance): void {
  const pages = new Map<DocLanguage, string>();
  const pageOf = (language: DocLanguage) => {
    let page = pages.get(language);
    if (!page) pages.set(language, (page = docsPage(language)));
    return page;
  };

  app.get('/api/docs', { schema: { hide: true } }, async (req, reply) => {
    const lang = (req.query as { lang?: unknown }).lang;
    const chinese =
      typeof lang === 'string' ? lang.toLowerCase().startsWith('zh') : req.locale.startsWith('zh');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      )
      .send(pageOf(chinese ? 'zh' : 'en'));
  });

  app.get('/api/v3/openapi.json', { schema: { hide: true } }, async () => {
    const document = app.swagger() as { paths?: Record<string, unknown> } & Record<string, unknown>;
    const paths = Object.fromEntries(
      Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith('/api/v3/')),
    );
    return {
      ...document,
      info: { title: 'Bot API (Binance-compatible spot subset)', version: '1' },
      paths,
    };
  });
}
