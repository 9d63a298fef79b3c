import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useSecurityOverview } from '../../account/queries';
import { formatDateTime } from '../../market/format';
import { formatBalance } from '../../wallet/format';
import { useWalletOverview } from '../../wallet/queries';
import { spotCoins } from '../redPacketRules';
import { CodeShare } from './CodeShare';
import { FundPasswordNeeded, NoCoins } from './Notices';
import { SendForm, type Created } from './SendForm';

/**
 * The packet just made: its code large, to copy or share with its link,
 * and when what nobody claimed comes back.
 */
function CreatedCard({ created, onAgain }: { created: Created; onAgain: () => void }) {
  const { t } = useTranslation();
  const { packet } = created;
  return (
    <div className="rp-created" data-testid="redpacket-created">
      <div className="rp-envelope rp-envelope-compact">
        <p className="rp-greeting">{t('redPacket.created.title')}</p>
        <p className="rp-sender" data-testid="redpacket-created-summary">
          {t('redPacket.created.summary', {
            total: formatBalance(packet.total),
            coin: packet.asset,
            shares: packet.shares,
            kind: t(`redPacket.kind.${packet.kind}`),
          })}
        </p>
      </div>
      {created.replayed && (
        <p className="notice lending-inline" data-testid="redpacket-replayed">
          {t('redPacket.created.replayed')}
        </p>
      )}
      <CodeShare code={packet.code} />
      <p className="muted small lending-note" data-testid="redpacket-expiry-note">
        {t('redPacket.created.expiry', { time: formatDateTime(packet.expiresAt) })}
      </p>
      <Button block shape="rounded" data-testid="redpacket-send-again" onClick={onAgain}>
        {t('redPacket.created.again')}
      </Button>
    </div>
  );
}

/**
 * The "Send" tab: the form, once the spot balances are here, or where to
 * set the fund password first, or that nothing can be packed; after a
 * success, the packet's code.
 */
export function SendPanel() {
  const security = useSecurityOverview();
  const overview = useWalletOverview();
  const [created, setCreated] = useState<Created | null>(null);

  if (created) return <CreatedCard created={created} onAgain={() => setCreated(null)} />;
  if (security.data && !security.data.fundPasswordSet) return <FundPasswordNeeded />;
  const coins = overview.data ? spotCoins(overview.data) : [];
  return (
    <QueryState
      isPending={overview.isPending}
      error={overview.error}
      onRetry={() => void overview.refetch()}
    >
      {overview.data &&
        (coins.length === 0 ? (
          <NoCoins />
        ) : (
          <SendForm
            overview={overview.data}
            coins={coins}
            lockedUntil={security.data?.fundPasswordLockedUntil}
            onCreated={setCreated}
          />
        ))}
    </QueryState>
  );
}
