import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/QueryState';
import { ArticleView } from './ArticleView';

interface ArticleQueryProps<T extends { title: string; body: string }> {
  query: UseQueryResult<T>;
  /** The line under the title (date, category), from the loaded item. */
  meta: (item: T) => ReactNode;
}

/** Loading, error with retry, then the article: the shape of every content detail screen. */
export function ArticleQuery<T extends { title: string; body: string }>({
  query,
  meta,
}: ArticleQueryProps<T>) {
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {query.data && (
        <ArticleView title={query.data.title} meta={meta(query.data)} body={query.data.body} />
      )}
    </QueryState>
  );
}
