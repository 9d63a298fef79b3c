import { useTranslation } from 'react-i18next';
import { EntryRow } from '../../../components/EntryRow';
import { ACTIVITIES_PATH } from '../activityRules';
import '../activities.css';

/** The way to the activities from the promotion centre: one row. */
export function ActivitiesEntry() {
  const { t } = useTranslation();
  return (
    <EntryRow
      to={ACTIVITIES_PATH}
      title={t('activities.entry.title')}
      text={t('activities.entry.text')}
      iconClassName="act-entry-icon"
      testId="activities-entry"
    />
  );
}
