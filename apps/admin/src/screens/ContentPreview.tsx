import { Fragment, useMemo } from 'react';
import { useI18n } from '../app/context';
import { parseRichText, type Block } from '@exchange/contracts';

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return <h3>{block.text}</h3>;
    case 'bullets':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ol>
      );
    case 'paragraph':
      return (
        <p>
          {block.lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      );
  }
}

/**
 * The body as users will read it: the same blocks the web app renders, as
 * plain elements (never HTML from the text). An empty translated body
 * shows the English one, as users would see it.
 */
export function ContentPreview(props: { title: string; body: string; fallback: string }) {
  const { t } = useI18n();
  const own = props.body.trim() !== '';
  const text = own ? props.body : props.fallback;
  const blocks = useMemo(() => parseRichText(text), [text]);
  return (
    <article className="content-preview" data-testid="content-preview">
      {!own && <p className="muted">{t('content.previewEnglish')}</p>}
      <h2>{props.title}</h2>
      {blocks.length === 0 ? (
        <p className="muted">{t('content.previewEmpty')}</p>
      ) : (
        blocks.map((block, index) => <BlockView key={index} block={block} />)
      )}
    </article>
  );
}
