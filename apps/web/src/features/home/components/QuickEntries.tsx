import {
  AddSquareOutline,
  BankcardOutline,
  CheckShieldOutline,
  CollectMoneyOutline,
  HandPayCircleOutline,
  LoopOutline,
  MessageOutline,
  PieOutline,
  QuestionCircleOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { safeExternalUrl } from '../../../lib/externalUrl';
import { EARN_PATHS } from '../../earn/paths';
import { EXCHANGE_PATHS } from '../../flash/paths';
import { CREDIT_PATHS } from '../../lending/credit/paths';
import { LENDING_PATHS } from '../../lending/paths';
import { LIABILITIES_PATH } from '../../liabilities/paths';
import { useClientConfig } from '../../settings/queries';

function Entry({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <span className="entry-icon">{icon}</span>
      <span className="entry-label">{label}</span>
    </>
  );
}

export function QuickEntries() {
  const { t } = useTranslation();
  const { data: config } = useClientConfig();
  const supportUrl = safeExternalUrl(config?.customerServiceUrl);
  const support = <Entry icon={<MessageOutline />} label={t('home.support')} />;
  return (
    <nav className="quick-entries">
      <Link to={EXCHANGE_PATHS.page} className="entry" data-testid="home-flash">
        <Entry icon={<LoopOutline />} label={t('exchange.title')} />
      </Link>
      <Link to={EARN_PATHS.home} className="entry" data-testid="home-financial">
        <Entry icon={<PieOutline />} label={t('earn.entry')} />
      </Link>
      <Link to={LENDING_PATHS.savings} className="entry" data-testid="home-savings">
        <Entry icon={<CollectMoneyOutline />} label={t('lending.entry.savings')} />
      </Link>
      <Link to={LENDING_PATHS.pledge} className="entry" data-testid="home-loans">
        <Entry icon={<HandPayCircleOutline />} label={t('lending.entry.loans')} />
      </Link>
      <Link to={CREDIT_PATHS.home} className="entry" data-testid="home-credit">
        <Entry icon={<BankcardOutline />} label={t('lending.credit.title')} />
      </Link>
      <Link to="/helpCenter" className="entry">
        <Entry icon={<QuestionCircleOutline />} label={t('home.help')} />
      </Link>
      <Link to="/CommonProblem" className="entry">
        <Entry icon={<UnorderedListOutline />} label={t('home.faq')} />
      </Link>
      <Link to={LIABILITIES_PATH} className="entry" data-testid="home-reserves">
        <Entry icon={<CheckShieldOutline />} label={t('liabilities.entry')} />
      </Link>
      <Link to="/download" className="entry">
        <Entry icon={<AddSquareOutline />} label={t('home.download')} />
      </Link>
      {supportUrl ? (
        <a href={supportUrl} target="_blank" rel="noopener noreferrer" className="entry">
          {support}
        </a>
      ) : (
        <Link to="/customerService" className="entry">
          {support}
        </Link>
      )}
    </nav>
  );
}
