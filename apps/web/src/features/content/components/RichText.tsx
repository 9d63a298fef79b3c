import { Fragment, useMemo } from 'react';
import { parseRichText, type Block } from '@exchange/contracts';

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return <h3 className="rich-heading">{block.text}</h3>;
    case 'bullets':
      return (
        <ul className="rich-list">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="rich-list">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ol>
      );
    case 'paragraph':
      return (
        <p className="rich-paragraph">
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

/** Renders a content body as React elements; see richText.ts for the markup. */
export function RichText({ text }: { text: string }) {
  const blocks = useMemo(() => parseRichText(text), [text]);
  return (
    <div className="rich-text">
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}
