import { useTranslation } from 'react-i18next';
import { EntryRow } from '../../../components/EntryRow';
import { RED_PACKET_PATH } from '../redPacketRules';
import '../redpacket.css';

/** The way to red packets from the promotion centre: one row. */
export function RedPacketEntry() {
  const { t } = useTranslation();
  return (
    <EntryRow
      to={RED_PACKET_PATH}
      title={t('redPacket.entry.title')}
      text={t('redPacket.entry.text')}
      iconClassName="rp-entry-icon"
      testId="redpacket-entry"
    />
  );
}
