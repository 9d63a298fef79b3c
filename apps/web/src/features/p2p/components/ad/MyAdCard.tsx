import type { MyAd } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adPath } from '../../paths';
import { AdStateBadge } from '../StateBadge';
import { AdActions } from './AdActions';
import { AdFacts, AdPrice, AdTitle } from './AdFacts';

/** One of the merchant's ads: its terms, its numbers and what can be done with it. */
export function MyAdCard({
  ad,
  coinDecimals,
  fiatDecimals,
}: {
  ad: MyAd;
  coinDecimals: number | undefined;
  fiatDecimals: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <li className="card p2p-card p2p-my-ad" data-testid={`my-ad-${ad.id}`}>
      <div className="p2p-my-ad-head">
        <Link to={adPath(ad.id)} className="p2p-my-ad-title" data-testid={`my-ad-link-${ad.id}`}>
          <AdTitle ad={ad} />
          <span className="muted small">{t('p2p.ad.adNo', { no: ad.adNo })}</span>
        </Link>
        <AdStateBadge state={ad.status} />
      </div>
      <AdPrice ad={ad} fiatDecimals={fiatDecimals} />
      <AdFacts ad={ad} coinDecimals={coinDecimals} fiatDecimals={fiatDecimals} />
      <AdActions ad={ad} />
    </li>
  );
}
