import {
  LOCALES,
  SUPPORT_LINK_KINDS,
  SUPPORT_QUEUE_FILTERS,
  type Locale,
  type SupportLinkKind,
} from '@exchange/contracts';
import { useSearchParams } from 'react-router';
import {
  useDeskStream,
  useStreamStatus,
  type SupportQueueFilter,
  type SupportQueueQuery,
} from '../../api/support';
import { useI18n } from '../../app/context';
import { Badge } from '../../components/Badge';
import { Page } from '../../components/Page';
import { SupportConversationPane } from './SupportConversation';
import { SupportQueue } from './SupportQueue';

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/**
 * The agents' workspace: the queue on the left, the open conversation in
 * the middle and its user on the right. The tab, filters and the open
 * conversation are in the address (`?tab=mine&c=12`), so a reload or a
 * link keeps them. The queue and the conversation follow the console's
 * socket while it is open.
 */
export function SupportWorkspace() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  useDeskStream();
  const query: SupportQueueQuery = {
    filter: pick(SUPPORT_QUEUE_FILTERS, params.get('tab')) ?? 'waiting',
    linkKind: pick<SupportLinkKind>(SUPPORT_LINK_KINDS, params.get('link')),
    language: pick<Locale>(LOCALES, params.get('lang')),
  };
  const selectedParam = Number(params.get('c'));
  const selected = Number.isSafeInteger(selectedParam) && selectedParam > 0 ? selectedParam : null;

  const update = (change: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <Page title={t('support.title')} actions={<LiveMark />}>
      <div className="support-desk">
        <SupportQueue
          query={query}
          selected={selected}
          onSelect={(id) => update({ c: String(id) })}
          onFilter={(filter: SupportQueueFilter) => update({ tab: filter })}
          onLinkKind={(kind) => update({ link: kind })}
          onLanguage={(language) => update({ lang: language })}
        />
        {selected === null ? (
          <div className="support-pane support-pick muted" data-testid="support-pick">
            {t('support.pick')}
          </div>
        ) : (
          // Keyed: another conversation starts with its own messages, drafts and images.
          <SupportConversationPane key={selected} id={selected} />
        )}
      </div>
    </Page>
  );
}

/** Whether the queue and the conversation are live (the console's socket). */
function LiveMark() {
  const { t } = useI18n();
  const status = useStreamStatus();
  if (status === null || status === 'idle') return null;
  return (
    <span data-testid="support-live">
      {status === 'live' ? (
        <Badge tone="ok">{t('support.live')}</Badge>
      ) : (
        <Badge tone="warn">
          {t(status === 'connecting' ? 'support.connecting' : 'support.reconnecting')}
        </Badge>
      )}
    </span>
  );
}
