import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { Sheet } from '../../lending/components/Sheet';
import { useRedPacket } from '../queries';
import { CodeShare } from './CodeShare';
import { PacketCard } from './PacketCard';

/** A packet read afresh by its code; the sender of one still open can share it again. */
function PacketDetail({ code }: { code: string }) {
  const { t } = useTranslation();
  const packet = useRedPacket(code);
  return (
    <div className="rp-sheet">
      <h3 className="card-title">{t('redPacket.detail')}</h3>
      <QueryState
        isPending={packet.isPending}
        error={packet.error}
        onRetry={() => void packet.refetch()}
      >
        {packet.data && (
          <>
            <PacketCard packet={packet.data} />
            {packet.data.own && packet.data.status === 'open' && (
              <CodeShare code={packet.data.code} />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** The sheet a history row opens: the packet as it stands now. */
export function PacketSheet({ code, onClose }: { code: string | null; onClose: () => void }) {
  return (
    <Sheet open={code !== null} onClose={onClose} testId="redpacket-detail">
      {code !== null && <PacketDetail code={code} />}
    </Sheet>
  );
}
