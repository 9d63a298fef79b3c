import type { SecurityLogClient } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useLocale } from '../../../state/settings';
import { formatDateTime } from '../factors';
import { useSecurityLog } from '../queries';

/**
 * "Safari 17 on iPhone" in the user's words. The parts are product names and
 * stay as they are; the phone's name, when known, says more than its system's.
 * A label the server could not split (an unrecognised client) is shown as it is.
 */
function DeviceText({ client, label }: { client: SecurityLogClient; label: string }) {
  const { t } = useTranslation();
  const browser = [client.browser, client.version].filter(Boolean).join(' ');
  const system = client.device || client.os;
  const text =
    browser && system
      ? t('account.log.deviceOn', { browser, os: system })
      : browser || system || label || t('account.log.unknownDevice');
  return <span data-testid="log-device">{text}</span>;
}

/** Login history and other security events, newest first, a page at a time. */
export function SecurityLog() {
  const { t } = useTranslation();
  const locale = useLocale();
  const log = useSecurityLog();
  const entries = log.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="security-log" data-testid="security-log">
      <h2 className="section-title">{t('account.log.title')}</h2>
      <QueryState
        isPending={log.isPending}
        error={log.error}
        isEmpty={entries.length === 0}
        onRetry={() => void log.refetch()}
      >
        <ul className="log-list">
          {entries.map((entry) => (
            <li key={entry.id} className="log-item">
              <div className="log-main">
                <span className={entry.event === 'login_failed' ? 'log-event failed' : 'log-event'}>
                  {t(`account.log.event.${entry.event}`)}
                </span>
                <time className="muted small" dateTime={entry.createdAt}>
                  {formatDateTime(entry.createdAt, locale)}
                </time>
              </div>
              <div className="log-meta muted small">
                <DeviceText client={entry.client} label={entry.device} />
                <span>{entry.ip}</span>
              </div>
            </li>
          ))}
        </ul>
        {log.hasNextPage && (
          <Button
            block
            fill="none"
            size="small"
            loading={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {t('account.log.more')}
          </Button>
        )}
      </QueryState>
    </section>
  );
}
