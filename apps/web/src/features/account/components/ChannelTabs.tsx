import { useTranslation } from 'react-i18next';
import type { VerifyChannel } from '../factors';
import { SegmentTabs } from './SegmentTabs';

/** Picks one of the channels the user has bound; hidden when there is only one. */
export function ChannelTabs<C extends VerifyChannel>({
  channels,
  value,
  onChange,
}: {
  channels: readonly C[];
  value: C;
  onChange: (channel: C) => void;
}) {
  const { t } = useTranslation();
  if (channels.length < 2) return null;
  return (
    <SegmentTabs
      items={channels.map((key) => ({ key, label: t(`account.channel.${key}`) }))}
      value={value}
      onChange={onChange}
      testIdPrefix="channel"
    />
  );
}
