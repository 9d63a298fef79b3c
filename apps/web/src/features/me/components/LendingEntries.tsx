import { List } from 'antd-mobile';
import {
  BankcardOutline,
  CollectMoneyOutline,
  FileOutline,
  HandPayCircleOutline,
  PieOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EARN_PATHS } from '../../earn/paths';
import { CREDIT_PATHS } from '../../lending/credit/paths';
import { LENDING_PATHS } from '../../lending/paths';

/**
 * Savings and loans on My: funds and lock-ups, savings and its history,
 * pledge and credit borrowing, the loans.
 */
export function LendingEntries() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List
      header={t('lending.entry.section')}
      className="settings-list"
      data-testid="lending-entries"
    >
      <List.Item
        prefix={<PieOutline />}
        data-testid="lending-entry-financial"
        onClick={() => navigate(EARN_PATHS.home)}
      >
        {t('earn.title')}
      </List.Item>
      <List.Item
        prefix={<CollectMoneyOutline />}
        data-testid="lending-entry-savings"
        onClick={() => navigate(LENDING_PATHS.savings)}
      >
        {t('lending.savings.title')}
      </List.Item>
      <List.Item
        prefix={<UnorderedListOutline />}
        data-testid="lending-entry-history"
        onClick={() => navigate(LENDING_PATHS.savingsHistory)}
      >
        {t('lending.history.title')}
      </List.Item>
      <List.Item
        prefix={<HandPayCircleOutline />}
        data-testid="lending-entry-pledge"
        onClick={() => navigate(LENDING_PATHS.pledge)}
      >
        {t('lending.pledge.title')}
      </List.Item>
      <List.Item
        prefix={<BankcardOutline />}
        data-testid="lending-entry-credit"
        onClick={() => navigate(CREDIT_PATHS.home)}
      >
        {t('lending.credit.title')}
      </List.Item>
      <List.Item
        prefix={<FileOutline />}
        data-testid="lending-entry-loans"
        onClick={() => navigate(LENDING_PATHS.loans)}
      >
        {t('lending.loan.listTitle')}
      </List.Item>
    </List>
  );
}
