import type { MarketSummary } from '@exchange/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarketRow } from '../../market/components/MarketRow';
import { MarketTabs } from '../../market/components/MarketTabs';
import { movers } from '../../market/marketList';

const SHOWN = 8;
type Which = 'gainers' | 'losers';

/** Top gainers and top losers over 24 hours, by change; each row opens its market. */
export function Movers({ markets }: { markets: readonly MarketSummary[] }) {
  const { t } = useTranslation();
  const [which, setWhich] = useState<Which>('gainers');
  const rows = movers(markets, which, SHOWN);
  return (
    <section className="card movers-card">
      <div className="movers-head">
        <MarketTabs
          items={[
            { key: 'gainers', label: t('market.home.gainers') },
            { key: 'losers', label: t('market.home.losers') },
          ]}
          value={which}
          onChange={setWhich}
          testIdPrefix="movers-tab"
        />
        <Link to="/quotes?active=2" className="movers-all">
          {t('market.home.all')}
          <RightOutline />
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="muted small movers-empty">{t('market.noTrade')}</p>
      ) : (
        <ul className="market-list">
          {rows.map((market) => (
            <MarketRow key={market.symbol} market={market} />
          ))}
        </ul>
      )}
    </section>
  );
}
