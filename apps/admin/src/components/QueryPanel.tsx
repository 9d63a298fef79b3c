import type { ReactNode } from 'react';
import { describeError } from '../api/describe';
import { useI18n } from '../app/context';
import { Panel } from './Page';

/**
 * A panel over one query: the query's error (with the data still shown if
 * an earlier read succeeded), "loading" until the first answer, then the
 * content made from the data.
 */
export function QueryPanel<T>(props: {
  title: string;
  testId: string;
  query: { data: T | undefined; error: unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useI18n();
  const { data, error } = props.query;
  return (
    <Panel title={props.title} testId={props.testId}>
      {error !== null && error !== undefined && (
        <p className="table-error" role="alert">
          {describeError(error, t)}
        </p>
      )}
      {data === undefined
        ? !error && <p className="muted">{t('common.loading')}</p>
        : props.children(data)}
    </Panel>
  );
}
