import { Button, List } from 'antd-mobile';
import {
  BankcardOutline,
  CheckShieldOutline,
  FileOutline,
  KeyOutline,
  ScanCodeOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../account/mutations';
import { PAYMENT_PATHS } from '../../p2p/paths';
import { IdentityEntry } from './IdentityEntry';

/** The signed-in part of My: identity verification and security entries. */
export function SecurityEntries() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List header={t('account.me.security')} className="settings-list">
      <IdentityEntry />
      {/* Each method carries the verified name, so it sits beside identity verification. */}
      <List.Item
        prefix={<BankcardOutline />}
        data-testid="payment-entry"
        onClick={() => navigate(PAYMENT_PATHS.list)}
      >
        {t('p2p.payment.entry')}
      </List.Item>
      <List.Item prefix={<CheckShieldOutline />} onClick={() => navigate('/safety')}>
        {t('account.safety.title')}
      </List.Item>
      <List.Item
        prefix={<FileOutline />}
        data-testid="liabilities-entry"
        onClick={() => navigate('/proofOfLiabilities')}
      >
        {t('liabilities.title')}
      </List.Item>
      <List.Item prefix={<ScanCodeOutline />} onClick={() => navigate('/gooleVerify')}>
        {t('account.safety.google')}
      </List.Item>
      <List.Item prefix={<KeyOutline />} onClick={() => navigate('/changeFundsPassword')}>
        {t('account.safety.fundPassword')}
      </List.Item>
    </List>
  );
}

/** Ends the session here and on the server, then goes home. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  // Awaited rather than a mutate() callback: clearing the session unmounts
  // this button, and react-query drops per-call callbacks of unmounted callers.
  const signOut = async () => {
    await logout.mutateAsync();
    navigate('/home', { replace: true });
  };
  return (
    <div className="logout-row">
      <Button
        block
        shape="rounded"
        fill="outline"
        color="danger"
        loading={logout.isPending}
        data-testid="logout"
        onClick={() => void signOut()}
      >
        {t('account.me.logout')}
      </Button>
    </div>
  );
}
