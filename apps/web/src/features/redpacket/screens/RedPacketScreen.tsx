import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { SegmentTabs } from '../../account/components/SegmentTabs';
import { PagedTabs } from '../../lending/components/PagedTabs';
import { ClaimPanel } from '../components/ClaimPanel';
import { ReceivedList, SentList } from '../components/HistoryLists';
import { RedPacketDemoNotice } from '../components/Notices';
import { PacketSheet } from '../components/PacketSheet';
import { SendPanel } from '../components/SendPanel';
import { normaliseCode } from '../redPacketRules';
import '../../account/account.css';
import '../../funding/funding.css';
import '../../p2p/trade.css';
import '../../lending/lending.css';
import '../../promote/promote.css';
import '../redpacket.css';

type Tab = 'send' | 'claim';
type History = 'sent' | 'received';

function RedPacketBody() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Read once: the link's code fills the claim form when the screen opens.
  const [initialCode] = useState(() => normaliseCode(params.get('code') ?? ''));
  const [tab, setTab] = useState<Tab>(initialCode === '' ? 'send' : 'claim');
  const [detail, setDetail] = useState<string | null>(null);
  return (
    <>
      <section className="card lending-card lending-inline rp-main" data-testid="redpacket-main">
        <SegmentTabs<Tab>
          items={[
            { key: 'send', label: t('redPacket.tabs.send') },
            { key: 'claim', label: t('redPacket.tabs.claim') },
          ]}
          value={tab}
          onChange={setTab}
          testIdPrefix="redpacket-tab"
        />
        {/* Both stay mounted, so switching tabs keeps what was typed and a code just made. */}
        <div hidden={tab !== 'send'} data-testid="redpacket-send-panel">
          <SendPanel />
        </div>
        <div hidden={tab !== 'claim'} data-testid="redpacket-claim-panel">
          <ClaimPanel
            initialCode={initialCode}
            onReset={() => {
              if (params.has('code')) setParams({}, { replace: true });
            }}
          />
        </div>
      </section>
      <section className="card lending-card lending-inline" data-testid="redpacket-history">
        <h3 className="card-title">{t('redPacket.history')}</h3>
        <PagedTabs<History>
          items={[
            { key: 'sent', label: t('redPacket.tabs.sent') },
            { key: 'received', label: t('redPacket.tabs.received') },
          ]}
          initial="sent"
          testIdPrefix="redpacket-history"
        >
          {(list) =>
            list === 'sent' ? <SentList onOpen={setDetail} /> : <ReceivedList onOpen={setDetail} />
          }
        </PagedTabs>
      </section>
      <PacketSheet code={detail} onClose={() => setDetail(null)} />
    </>
  );
}

/**
 * `/redPacket`: send a red packet (coin, total, shares, equal or lucky,
 * greeting, fund password; then its code and link to share), claim one by
 * its code (`?code=` from a shared link fills it in and shows the packet
 * first), and the packets sent and shares received. Demo sessions are
 * refused by the server, so demo mode says so and asks nothing.
 */
export default function RedPacketScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen redpacket-screen" data-testid="screen-redpacket">
      <PageHeader title={t('redPacket.title')} />
      <div className="lending-body">{demo ? <RedPacketDemoNotice /> : <RedPacketBody />}</div>
    </div>
  );
}
