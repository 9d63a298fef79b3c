import { LOCALE_NATIVE_NAMES } from '@exchange/contracts';
import { GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/Logo';
import { useLocale } from '../../../state/settings';
import { useClientConfig, useSelectedCurrency } from '../../settings/queries';
import { AnnouncementTicker } from '../components/AnnouncementTicker';
import { HomeMarkets } from '../components/HomeMarkets';
import { P2pEntry } from '../components/P2pEntry';
import { QuickEntries } from '../components/QuickEntries';
import { Bell } from '../../notifications/components/Bell';

export default function HomeScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = useSelectedCurrency();
  const { data: config } = useClientConfig();
  return (
    <div className="screen home-screen" data-testid="screen-home">
      <header className="home-header">
        <div className="brand">
          <Logo />
          <span className="brand-name">{t('app.name')}</span>
          {config?.demoData && <span className="badge">{t('common.demo')}</span>}
        </div>
        <div className="header-actions">
          <Bell />
          <Link to="/language" className="chip" aria-label={t('home.language')}>
            <GlobalOutline />
            <span>{LOCALE_NATIVE_NAMES[locale]}</span>
          </Link>
          <Link to="/exchangeRate" className="chip" aria-label={t('home.currency')}>
            <span>{currency.name}</span>
          </Link>
        </div>
      </header>

      <section className="hero">
        <h1>{t('home.headline')}</h1>
        <p>{t('home.subline')}</p>
      </section>

      {config?.demoData && <p className="notice notice-warn">{t('home.demoNotice')}</p>}

      <AnnouncementTicker />
      <QuickEntries />
      <P2pEntry />

      <HomeMarkets />
      <p className="muted small home-priced-in">
        {t('home.pricedIn', { code: `${currency.name} (${currency.currency_symbol})` })}
      </p>
    </div>
  );
}
