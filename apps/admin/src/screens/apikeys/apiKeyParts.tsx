import type { AdminApiKey } from '@exchange/contracts';
import { useI18n } from '../../app/context';
import { Badge, type Tone } from '../../components/Badge';
import type { Translate } from '../../i18n';

/** The pieces the API keys' screen shares: a key's status, its scopes in words. */

type Status = AdminApiKey['status'];

/** An expired key lapsed by itself (unused); a disabled one was stopped by its user or an operator. */
const STATUS_TONE: Readonly<Record<Status, Tone>> = {
  active: 'ok',
  disabled: 'neutral',
  expired: 'warn',
};

export function KeyStatusBadge(props: { status: Status }) {
  const { t } = useI18n();
  return (
    <span data-testid="api-key-status">
      <Badge tone={STATUS_TONE[props.status]}>{t(`apiKeys.status.${props.status}`)}</Badge>
    </span>
  );
}

/** "Read, Trade": what the key may do now (a lapsed trade scope is not listed). */
export const scopeWords = (t: Translate, scopes: AdminApiKey['scopes']): string =>
  (['read', 'trade', 'withdraw'] as const)
    .filter((scope) => scopes[scope])
    .map((scope) => t(`apiKeys.scope.${scope}`))
    .join(', ');
