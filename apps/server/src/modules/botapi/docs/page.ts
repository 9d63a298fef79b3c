/**
 * The bot developers' page, `/api/docs` (English) and `/api/docs?lang=zh`
 * (Chinese): one static HTML document from the texts in `texts.ts` and the
 * examples in `examples.ts`, escaped, with no script.
 */
import { DOC_TEXTS, type DocLanguage, type DocSection } from './texts.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `code` spans written as `like this` in the texts. */
const inline = (text: string) =>
  escape(text).replace(/`([^`]+)`/g, (_m, code: string) => `<code>${code}</code>`);

function section(s: DocSection): string {
  const parts = [`<section id="${s.id}"><h2>${escape(s.title)}</h2>`];
  for (const block of s.blocks) {
    if (typeof block === 'string') parts.push(`<p>${inline(block)}</p>`);
    else if ('code' in block)
      parts.push(
        `${block.caption ? `<p class="caption">${inline(block.caption)}</p>` : ''}<pre><code>${escape(block.code)}</code></pre>`,
      );
    else if ('list' in block)
      parts.push(`<ul>${block.list.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`);
    else
      parts.push(
        `<table><thead><tr>${block.head.map((h) => `<th>${escape(h)}</th>`).join('')}</tr></thead><tbody>${block.rows
          .map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`,
      );
  }
  parts.push('</section>');
  return parts.join('\n');
}

export function docsPage(language: DocLanguage): string {
  const t = DOC_TEXTS[language];
  const other =
    language === 'en'
      ? { href: '?lang=zh', label: '中文' }
      : { href: '?lang=en', label: 'English' };
  return `<!doctype html>
<html lang="${language === 'en' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)}</title>
<style>
  :root { color-scheme: light dark; --fg: #1b1f24; --muted: #57606a; --line: #d0d7de; --code: #f3f4f6; --accent: #0b7a5f; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9aa4ae; --line: #30363d; --code: #161b22; --accent: #3fb950; } }
  body { margin: 0 auto; max-width: 860px; padding: 16px; font: 15px/1.6 system-ui, -apple-system, "Noto Sans", "Noto Sans CJK SC", sans-serif; color: var(--fg); }
  h1 { font-size: 24px; margin: 8px 0; } h2 { font-size: 19px; margin-top: 32px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
  nav a, .lang { color: var(--accent); margin-right: 12px; text-decoration: none; white-space: nowrap; }
  pre { background: var(--code); padding: 12px; border-radius: 6px; overflow-x: auto; font-size: 13px; line-height: 1.45; }
  code { font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; }
  p code, li code, td code { background: var(--code); padding: 1px 4px; border-radius: 4px; font-size: 13px; }
  table { border-collapse: collapse; width: 100%; font-size: 14px; display: block; overflow-x: auto; }
  th, td { border: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
  .caption { color: var(--muted); margin-bottom: 4px; }
</style>
</head>
<body>
<a class="lang" href="${other.href}">${other.label}</a>
<h1>${escape(t.title)}</h1>
<p>${inline(t.intro)}</p>
<nav>${t.sections.map((s) => `<a href="#${s.id}">${escape(s.title)}</a>`).join('')}</nav>
${t.sections.map(section).join('\n')}
</body>
</html>`;
}
