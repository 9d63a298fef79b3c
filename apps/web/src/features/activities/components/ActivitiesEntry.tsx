import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTIVITIES_PATH } from '../activityRules';
import '../activities.css';

/** The way to the activities from the promotion centre: one row. */
export function ActivitiesEntry() {
  const { t } = useTranslation();
  return (
    <Link to={ACTIVITIES_PATH} className="act-entry" data-testid="activities-entry">
      <span className="act-entry-icon" aria-hidden="true" />
      <span className="act-entry-text">
        <strong>{t('activities.entry.title')}</strong>
        <span className="muted small">{t('activities.entry.text')}</span>
      </span>
      <RightOutline aria-hidden="true" className="act-entry-arrow" />
    </Link>
  );
}
