import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import './recoveryPrompt.css';

/** Per account: one phone may be used by several. */
const dismissedKey = (uid: string) => `${STORAGE_KEYS.recoveryDismissed}:${uid}`;

/**
 * Asks an account with neither an email nor a phone to bind one: a password
 * reset sends its code to one of them, so without either a forgotten
 * password cannot be reset. It goes away once one is bound (binding
 * refreshes the account queries the caller reads). With `dismissUid` the
 * user may close it, remembered for that account; without, it stays, as it
 * does where the binding is done.
 */
export function RecoveryPrompt({
  hasEmail,
  hasPhone,
  dismissUid,
}: {
  hasEmail: boolean;
  hasPhone: boolean;
  dismissUid?: string;
}) {
  const { t } = useTranslation();
  const [closedUid, setClosedUid] = useState<string | null>(null);
  const dismissed =
    dismissUid !== undefined &&
    (closedUid === dismissUid || storage.get(dismissedKey(dismissUid)) === '1');
  if (hasEmail || hasPhone || dismissed) return null;
  const dismiss = (uid: string) => {
    storage.set(dismissedKey(uid), '1');
    setClosedUid(uid);
  };
  return (
    <aside className="notice notice-warn recovery-prompt" data-testid="recovery-prompt">
      <div className="recovery-prompt-head">
        <strong>{t('account.recovery.title')}</strong>
        {dismissUid !== undefined && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('account.recovery.dismiss')}
            data-testid="recovery-dismiss"
            onClick={() => dismiss(dismissUid)}
          >
            <CloseOutline />
          </button>
        )}
      </div>
      <p>{t('account.recovery.body')}</p>
      <div className="recovery-prompt-links">
        <Link to="/bindVerify?type=email">{t('account.bind.bind.email')}</Link>
        <Link to="/bindVerify?type=phone">{t('account.bind.bind.phone')}</Link>
      </div>
    </aside>
  );
}
