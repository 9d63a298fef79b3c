import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../state/settings';
import { formatDateTime } from '../factors';

/**
 * The fund password is locked after repeated wrong tries (DESIGN.md section
 * 2). The server's own message (with minutes left) wins when there is one.
 */
export function FundLockNotice({
  lockedUntil,
  serverMessage,
}: {
  lockedUntil: string | null | undefined;
  serverMessage: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The screen's opening time is precise enough to tell a past lock from a current one.
  const [openedAtMs] = useState(() => Date.now());
  const until = lockedUntil && Date.parse(lockedUntil) > openedAtMs ? lockedUntil : null;
  if (!serverMessage && !until) return null;
  return (
    <div className="notice notice-danger" role="alert" data-testid="fund-locked">
      {serverMessage ??
        t('account.fund.lockedUntil', { time: formatDateTime(until ?? '', locale) })}
    </div>
  );
}
