import { RightOutline, SoundOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLatestAnnouncements } from '../../content/queries';

const ROTATE_MS = 4_000;

/** The newest announcement titles, one at a time; hidden when there are none. */
export function AnnouncementTicker() {
  const { t } = useTranslation();
  const { data } = useLatestAnnouncements();
  const items = data?.list ?? [];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (items.length < 2) return;
    const timer = setInterval(() => setIndex((current) => current + 1), ROTATE_MS);
    return () => clearInterval(timer);
  }, [items.length]);
  const current = items.length > 0 ? items[index % items.length] : undefined;
  if (!current) return null;
  return (
    <div className="ticker" data-testid="announce-ticker">
      <SoundOutline className="ticker-icon" />
      <Link className="ticker-title" to={`/announceDetail?id=${current.id}`} key={current.id}>
        {current.title}
      </Link>
      <Link className="ticker-more" to="/announce" aria-label={t('home.announcements')}>
        <RightOutline />
      </Link>
    </div>
  );
}
