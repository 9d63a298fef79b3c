import { ERROR_CODES } from '@exchange/contracts';
import { DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api';
import { useOnline } from '../app/network';
import type { TextKey } from '../i18n/types';
import { DebouncedButton } from './DebouncedButton';

const DATA_SYNCING = ERROR_CODES.DATA_SYNCING;

/** What a failed query tells the user inline; the toast has already been shown. */
function failureText(error: unknown): { key: TextKey } | { server: string } {
  if (!isApiError(error)) return { key: 'net.systemError' };
  if (error.kind === 'timeout') return { key: 'net.timeout' };
  if (error.kind === 'network') return { key: 'net.checkNetwork' };
  if (error.kind === 'business' && error.code === DATA_SYNCING)
    return { key: 'common.dataSyncing' };
  // The server's message is already in the user's language.
  if (error.kind === 'business' && error.message) return { server: error.message };
  return { key: 'net.systemError' };
}

/** A request that could not reach the server, as opposed to one the server refused. */
function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  isEmpty?: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Loading, failure (with retry), offline and empty states shared by every
 * screen that reads the API. Offline, React Query pauses a query instead of
 * sending it, so it would stay pending: this says the device is offline
 * instead of spinning, and the query runs (or retries) by itself on reconnect.
 */
export function QueryState({
  isPending,
  error,
  isEmpty = false,
  onRetry,
  children,
}: QueryStateProps) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online && (isPending || isUnreachable(error))) {
    return (
      <div className="state-block" data-testid="query-offline">
        <ErrorBlock
          status="disconnected"
          title={t('net.offline')}
          description={t('net.offlineHint')}
        />
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="state-block" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (error) {
    const failure = failureText(error);
    const title = 'key' in failure ? t(failure.key) : failure.server;
    return (
      <div className="state-block">
        <ErrorBlock status="default" title={title} description="" />
        <DebouncedButton size="small" color="primary" fill="outline" onClick={onRetry}>
          {t('common.retry')}
        </DebouncedButton>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className="state-block">
        <ErrorBlock status="empty" title={t('common.noData')} description="" />
      </div>
    );
  }
  return <>{children}</>;
}
