import { Button } from 'antd-mobile';
import { LinkOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { useWalletLogin } from '../mutations';
import { injectedWallet, signInWithWallet, WalletRejected } from '../wallet';

/** "Log in with wallet", shown only when the browser has an EIP-1193 wallet. */
export function WalletLoginButton({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [wallet] = useState(() => injectedWallet());
  const walletLogin = useWalletLogin();
  const [signing, setSigning] = useState(false);
  if (!wallet) return null;

  const run = async () => {
    setSigning(true);
    try {
      await walletLogin.mutateAsync(await signInWithWallet(wallet));
      onSignedIn();
    } catch (error) {
      // Server failures are toasted by the API client; a refusal in the wallet is not one.
      if (error instanceof WalletRejected) notify.info(t('account.login.walletCancelled'));
    } finally {
      setSigning(false);
    }
  };

  return (
    <div className="wallet-login">
      <div className="or-divider">
        <span>{t('account.login.or')}</span>
      </div>
      <Button
        block
        shape="rounded"
        fill="outline"
        loading={signing}
        data-testid="login-wallet"
        onClick={() => void run()}
      >
        <LinkOutline /> {t('account.login.wallet')}
      </Button>
    </div>
  );
}
