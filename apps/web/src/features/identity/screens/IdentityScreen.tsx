import { VERIFICATION_LEVELS } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../../account/components/FormScreen';
import { BusinessCard } from '../components/BusinessCard';
import { HeldDocuments } from '../components/HeldDocuments';
import { LevelCard } from '../components/LevelCard';
import { LimitsTable } from '../components/LimitsTable';
import { levelNameKey, levelOf } from '../levels';
import { useBusinessStatus, useIdentityOverview } from '../queries';
import '../identity.css';

/** The certification centre: the user's level, each step and its state, limits, and documents held. */
export default function IdentityScreen() {
  const { t } = useTranslation();
  const overview = useIdentityOverview();
  const business = useBusinessStatus();
  const data = overview.data;
  return (
    <FormScreen title={t('identity.title')} intro={t('identity.intro')} testId="screen-identity">
      <QueryState
        isPending={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      >
        {data && (
          <div className="identity-stack">
            <section className="identity-level" data-testid="identity-level">
              <span className="muted small">{t('identity.yourLevel')}</span>
              <strong>
                {t('identity.entryLevel', {
                  level: data.level,
                  name: t(levelNameKey(data.level)),
                })}
              </strong>
            </section>
            {VERIFICATION_LEVELS.map((level) => {
              const status = levelOf(data, level);
              return status && <LevelCard key={level} overview={data} status={status} />;
            })}
            {/* Until its state is known the card would claim "not applied". */}
            {business.data && <BusinessCard overview={data} business={business.data} />}
            <LimitsTable overview={data} />
            <HeldDocuments />
          </div>
        )}
      </QueryState>
    </FormScreen>
  );
}
