import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TextKey } from '../i18n/types';
import { useSettings } from '../state/settings';
import { TAB_ICONS } from './TabIcons';

type TabKey = keyof typeof TAB_ICONS;

interface Tab {
  key: TabKey;
  label: TextKey;
  /** The first path segment that marks the tab active. */
  section: string;
}

const TABS: readonly Tab[] = [
  { key: 'home', label: 'tabs.home', section: '/home' },
  { key: 'market', label: 'tabs.market', section: '/quotes' },
  { key: 'trade', label: 'tabs.trade', section: '/trade' },
  { key: 'contract', label: 'tabs.contract', section: '/perpetualContract' },
  { key: 'assets', label: 'tabs.assets', section: '/funds' },
  { key: 'my', label: 'tabs.my', section: '/userCenter' },
];

/** Spec section 2: the contract tab opens BTC; trade reopens the last symbol traded. */
function tabTarget(key: TabKey, tradeSymbol: string): string {
  switch (key) {
    case 'home':
      return '/home';
    case 'market':
      return '/quotes?active=2';
    case 'trade':
      return `/trade/${tradeSymbol}`;
    case 'contract':
      return '/perpetualContract/BTC';
    case 'assets':
      return '/funds';
    case 'my':
      return '/userCenter';
  }
}

function activeTab(pathname: string): TabKey | undefined {
  const lower = pathname.toLowerCase();
  return TABS.find(
    (tab) =>
      lower === tab.section.toLowerCase() || lower.startsWith(`${tab.section.toLowerCase()}/`),
  )?.key;
}

export function AppTabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tradeSymbol = useSettings((state) => state.tradeSymbol);
  const active = activeTab(pathname);
  return (
    <nav className="app-tabbar" data-testid="tabbar">
      <TabBar
        safeArea
        activeKey={active ?? null}
        onChange={(key) => {
          const tab = TABS.find((candidate) => candidate.key === key);
          if (tab && tab.key !== active) navigate(tabTarget(tab.key, tradeSymbol));
        }}
      >
        {TABS.map((tab) => (
          <TabBar.Item
            key={tab.key}
            icon={TAB_ICONS[tab.key]}
            title={<span data-testid={`tab-${tab.key}`}>{t(tab.label)}</span>}
          />
        ))}
      </TabBar>
    </nav>
  );
}
