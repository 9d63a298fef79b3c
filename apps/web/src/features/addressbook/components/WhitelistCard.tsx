import type { Whitelist } from '@exchange/contracts';
import { Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../state/settings';
import { formatDateTime } from '../../account/factors';

/**
 * The whitelist switch with what it does now and the waiting rules. The
 * switch shows the user's choice; a switch-off still waiting says until when
 * the whitelist holds.
 */
export function WhitelistCard({
  whitelist,
  onSwitch,
}: {
  whitelist: Whitelist;
  onSwitch: (enabled: boolean) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hours = whitelist.holdHours;
  const pendingOff = !whitelist.enabled && whitelist.enforcedUntil !== null;
  return (
    <section className="card book-whitelist" data-testid="book-whitelist">
      <div className="book-whitelist-head">
        <h2 id="book-whitelist-title">{t('addressBook.whitelist.title')}</h2>
        <Switch
          checked={whitelist.enabled}
          onChange={onSwitch}
          aria-labelledby="book-whitelist-title"
          data-testid="book-whitelist-switch"
        />
      </div>
      <p
        className={whitelist.enforced ? 'book-state-on' : 'muted'}
        data-testid="book-whitelist-state"
      >
        {pendingOff
          ? t('addressBook.whitelist.offPending', {
              time: formatDateTime(whitelist.enforcedUntil ?? '', locale),
            })
          : whitelist.enabled
            ? t('addressBook.whitelist.on')
            : t('addressBook.whitelist.off')}
      </p>
      <p className="muted" data-testid="book-whitelist-rule">
        {t('addressBook.whitelist.rule', { hours })}
      </p>
      <p className="muted">{t('addressBook.whitelist.offRule', { hours })}</p>
    </section>
  );
}
