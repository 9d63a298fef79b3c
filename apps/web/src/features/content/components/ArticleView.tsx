import type { ReactNode } from 'react';
import { RichText } from './RichText';

interface ArticleViewProps {
  title: string;
  meta?: ReactNode;
  body: string;
}

/** Title, date line and body of any content item. */
export function ArticleView({ title, meta, body }: ArticleViewProps) {
  return (
    <article className="article">
      <h1 className="article-title">{title}</h1>
      {meta && <div className="article-meta">{meta}</div>}
      <RichText text={body} />
    </article>
  );
}
