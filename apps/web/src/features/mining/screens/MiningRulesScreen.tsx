import { MINING_WITHDRAW_EVERY_MS } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { hourText } from '../../lending/format';
import { MINING_PATHS } from '../paths';
import { useMiningMachines } from '../queries';
import '../../account/account.css';
import '../../lending/lending.css';
import '../../earn/earn.css';
import '../mining.css';

const HOUR_MS = 3_600_000;
/** The server's default payout clock, shown until the machines say theirs. */
const DEFAULT_CLOCK = { hour: 4, zone: 'UTC' };

/**
 * `/financial/mining/rules`, public: how a day's income is computed, where
 * hash prices come from, when income starts and is paid, the trial, the
 * withdrawal window, why a payout can wait, renewal, and the return of
 * the machines at term end. The payout clock is the machines' own.
 */
export default function MiningRulesScreen() {
  const { t } = useTranslation();
  const first = useMiningMachines().data?.[0];
  const clock = {
    hour: hourText(first?.payoutHour ?? DEFAULT_CLOCK.hour),
    zone: first?.timeZone ?? DEFAULT_CLOCK.zone,
  };
  const hours = MINING_WITHDRAW_EVERY_MS / HOUR_MS;
  return (
    <div className="screen lending-screen" data-testid="screen-mining-rules">
      <PageHeader
        title={t('mining.rules.title')}
        right={
          <Link to={MINING_PATHS.home} className="lending-header-link">
            {t('mining.title')}
          </Link>
        }
      />
      <div className="lending-body">
        <section className="card lending-card lending-inline" data-testid="mining-rules">
          <h3 className="card-title">{t('mining.rules.incomeTitle')}</h3>
          <p className="mining-formula" data-testid="mining-rule-formula">
            {t('mining.rules.formula')}
          </p>
          <ol className="lending-rules">
            <li data-testid="mining-rule-power">{t('mining.rules.power')}</li>
            <li data-testid="mining-rule-floor">{t('mining.rules.floor')}</li>
            <li data-testid="mining-rule-sources">{t('mining.rules.sources')}</li>
            <li data-testid="mining-rule-simulated">{t('mining.rules.simulated')}</li>
            <li data-testid="mining-rule-account">{t('mining.rules.account')}</li>
          </ol>
          <h3 className="card-title">{t('mining.rules.termTitle')}</h3>
          <ol className="lending-rules">
            <li data-testid="mining-rule-start">{t('mining.rules.start')}</li>
            <li data-testid="mining-rule-payout">{t('mining.rules.payout', clock)}</li>
            <li data-testid="mining-rule-waiting">{t('mining.rules.waiting')}</li>
            <li data-testid="mining-rule-return">{t('mining.rules.returned')}</li>
            <li data-testid="mining-rule-renew">{t('mining.rules.renew')}</li>
            <li data-testid="mining-rule-trial">{t('mining.rules.trial')}</li>
            <li data-testid="mining-rule-withdraw">{t('mining.rules.withdraw', { hours })}</li>
            <li data-testid="mining-rule-breakeven">{t('mining.rules.breakeven')}</li>
          </ol>
        </section>
      </div>
    </div>
  );
}
