import type { Ad, AdvertiserProfile } from '@exchange/contracts';
import { CheckShieldFill, FrownOutline, SmileOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { useSession } from '../../../state/session';
import { NO_VALUE } from '../../settings/fiat';
import { AdCard } from '../components/market/AdCard';
import { OrderSheet } from '../components/market/OrderSheet';
import { TradeDemoNotice } from '../components/TradeNotices';
import { coinDecimalsOf, fiatDecimalsOf, rateText } from '../format';
import { idParam } from '../paths';
import { useAdvertiser, useFiats, useP2pCoins } from '../queries';
import '../../account/account.css';
import '../trade.css';
import '../appeal.css';
import '../people.css';

/** Who they are: name, certification, when they joined and first traded. */
function Identity({ profile }: { profile: AdvertiserProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="card p2p-card p2p-profile-head" data-testid="profile-head">
      <span className="p2p-avatar p2p-avatar-large" aria-hidden="true">
        {profile.nickname.slice(0, 1).toUpperCase()}
      </span>
      <div className="p2p-profile-name">
        <strong data-testid="profile-nickname">{profile.nickname}</strong>
        {profile.merchant && (
          <span className="badge p2p-merchant" data-testid="profile-merchant">
            <CheckShieldFill aria-hidden="true" /> {t('p2p.profile.certified')}
          </span>
        )}
      </div>
      <p className="muted small" data-testid="profile-registered">
        {t('p2p.profile.registered', { date: formatDate(profile.registeredAt, locale) })}
      </p>
      <p className="muted small" data-testid="profile-first-trade">
        {profile.firstTradeAt === null
          ? t('p2p.profile.noTrades')
          : t('p2p.profile.firstTrade', { date: formatDate(profile.firstTradeAt, locale) })}
      </p>
    </section>
  );
}

/** The spec's advertiser statistics: the last 30 days, then all time. */
function Stats({ profile }: { profile: AdvertiserProfile }) {
  const { t } = useTranslation();
  const minutes = (value: number | null) =>
    value === null ? NO_VALUE : t('p2p.profile.minutesValue', { value: String(value) });
  const stats: { key: string; label: string; value: string }[] = [
    { key: 'orders30d', label: t('p2p.profile.orders30d'), value: String(profile.orders30d) },
    {
      key: 'completion',
      label: t('p2p.profile.completion30d'),
      value: profile.completionRate30d === null ? NO_VALUE : rateText(profile.completionRate30d),
    },
    {
      key: 'release',
      label: t('p2p.profile.avgRelease'),
      value: minutes(profile.avgReleaseMinutes30d),
    },
    { key: 'pay', label: t('p2p.profile.avgPay'), value: minutes(profile.avgPayMinutes30d) },
    { key: 'positive', label: t('p2p.profile.positive'), value: String(profile.positiveReviews) },
    { key: 'negative', label: t('p2p.profile.negative'), value: String(profile.negativeReviews) },
    { key: 'traders', label: t('p2p.profile.traders'), value: String(profile.traders) },
    { key: 'total', label: t('p2p.profile.totalOrders'), value: String(profile.totalOrders) },
  ];
  return (
    <section className="card p2p-card">
      <dl className="p2p-stats" data-testid="profile-stats">
        {stats.map((stat) => (
          <div key={stat.key}>
            <dt>{stat.label}</dt>
            <dd data-testid={`profile-${stat.key}`}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small">{t('p2p.profile.statsNote')}</p>
    </section>
  );
}

/** Their listed ads; taking one opens the usual order sheet. */
function Ads({ profile }: { profile: AdvertiserProfile }) {
  const { t } = useTranslation();
  const coins = useP2pCoins();
  const fiats = useFiats();
  const [trading, setTrading] = useState<Ad | null>(null);
  return (
    <section className="p2p-profile-section">
      <h3 className="p2p-subtitle">{t('p2p.profile.ads')}</h3>
      {profile.ads.length === 0 ? (
        <p className="muted small" data-testid="profile-no-ads">
          {t('p2p.profile.noAds')}
        </p>
      ) : (
        <ul className="p2p-ads" data-testid="profile-ads">
          {profile.ads.map((ad) => (
            <AdCard
              key={ad.id}
              ad={ad}
              intent={ad.side === 'sell' ? 'buy' : 'sell'}
              coinDecimals={coinDecimalsOf(coins.data, ad.coin)}
              fiatDecimals={fiatDecimalsOf(fiats.data, ad.fiat)}
              onTrade={setTrading}
              showAdvertiser={false}
            />
          ))}
        </ul>
      )}
      <OrderSheet adId={trading?.id ?? null} onClose={() => setTrading(null)} />
    </section>
  );
}

function Reviews({ profile }: { profile: AdvertiserProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="card p2p-card">
      <h3 className="card-title">{t('p2p.profile.reviews')}</h3>
      {profile.reviews.length === 0 ? (
        <p className="muted small">{t('p2p.profile.noReviews')}</p>
      ) : (
        <ul className="p2p-reviews" data-testid="profile-reviews">
          {profile.reviews.map((review, index) => (
            <li key={`${review.at}-${index}`} className="p2p-review">
              <span className={review.positive ? 'p2p-review-mark up' : 'p2p-review-mark down'}>
                {review.positive ? (
                  <SmileOutline aria-hidden="true" />
                ) : (
                  <FrownOutline aria-hidden="true" />
                )}
                {review.positive ? t('p2p.review.positive') : t('p2p.review.negative')}
              </span>
              {review.comment && <p className="p2p-review-comment">{review.comment}</p>}
              <span className="muted small">{formatDate(review.at, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProfileLoader({ userId }: { userId: number }) {
  const profile = useAdvertiser(userId);
  const data = profile.data;
  return (
    <QueryState
      isPending={profile.isPending}
      error={profile.error}
      onRetry={() => void profile.refetch()}
    >
      {data && (
        <div className="p2p-profile" data-testid="profile">
          <Identity profile={data} />
          <Stats profile={data} />
          <Ads profile={data} />
          <Reviews profile={data} />
        </div>
      )}
    </QueryState>
  );
}

/**
 * `/c2c/advertiser/:userId`: an advertiser's record (spec: advertiser
 * statistics), their listed ads to take, and what traders said of them.
 */
export default function AdvertiserScreen() {
  const { t } = useTranslation();
  const userId = idParam(useParams().userId);
  const demo = useSession((state) => state.demo);
  let body;
  if (demo) body = <TradeDemoNotice />;
  else if (userId === null) body = <p className="notice">{t('p2p.profile.notFound')}</p>;
  else body = <ProfileLoader userId={userId} />;
  return (
    <div className="screen p2p-screen" data-testid="screen-p2p-advertiser">
      <PageHeader title={t('p2p.profile.title')} />
      <div className="p2p-body">{body}</div>
    </div>
  );
}
