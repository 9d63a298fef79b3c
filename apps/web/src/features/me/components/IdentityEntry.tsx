import { List } from 'antd-mobile';
import { UserContactOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { levelNameKey } from '../../identity/levels';
import { IDENTITY_PATHS } from '../../identity/paths';
import { useIdentityOverview } from '../../identity/queries';

/** The way to the certification centre, with the level reached so far. */
export function IdentityEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Quiet: a failure here would cover My with a toast about a side note.
  const overview = useIdentityOverview({ toast: false });
  const level = overview.data?.level;
  return (
    <List.Item
      prefix={<UserContactOutline />}
      extra={
        level === undefined ? null : (
          <span className="muted" data-testid="identity-entry-level">
            {t('identity.entryLevel', { level, name: t(levelNameKey(level)) })}
          </span>
        )
      }
      data-testid="identity-entry"
      onClick={() => navigate(IDENTITY_PATHS.centre)}
    >
      {t('identity.entry')}
    </List.Item>
  );
}
