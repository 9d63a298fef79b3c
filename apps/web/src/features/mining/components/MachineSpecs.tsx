import type { MiningMachine } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { hourText } from '../../lending/format';
import { formatExact } from '../../wallet/format';
import type { MachineState } from '../machineState';
import { EconomicsRows } from './Economics';
import { priceTermText } from './MachineCard';
import { MachineStateBadge } from './MachineStateBadge';
import { MachineTypeBadge } from './MiningBadges';

/** The machine at a glance: type, name and state, price and term, and its economics today. */
export function MachineHead({ machine, state }: { machine: MiningMachine; state: MachineState }) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card lending-inline" data-testid="mining-machine-head">
      <div className="lending-card-head">
        <MachineTypeBadge type={machine.type} />
        <strong className="earn-product-name">{machine.name}</strong>
        <MachineStateBadge state={state} />
      </div>
      <div className="lending-total">
        <span className="muted small">{t('mining.machine.price')}</span>
        <strong data-testid="mining-detail-price">{priceTermText(t, machine)}</strong>
      </div>
      <h3 className="card-title">{t('mining.economics.title')}</h3>
      <EconomicsRows
        economics={machine.economics}
        coin={machine.coin}
        decimals={machine.decimals}
      />
      <p className="muted small lending-note">{t('mining.economics.note')}</p>
      {machine.type === 'trial' && (
        <p className="muted small lending-note" data-testid="mining-detail-trial">
          {t('mining.machine.trialOnce')}
        </p>
      )}
    </section>
  );
}

/** Every specification of the machine, and its terms: limit, stock, electricity price, payout hour. */
export function MachineSpecs({ machine }: { machine: MiningMachine }) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card lending-inline" data-testid="mining-specs">
      <h3 className="card-title">{t('mining.machine.specs')}</h3>
      <DetailRows
        rows={[
          {
            label: t('mining.machine.algorithm'),
            value: machine.algorithm,
            testId: 'mining-spec-algorithm',
          },
          {
            label: t('mining.machine.hashRate'),
            value: `${formatExact(machine.hashRate)} ${machine.hashUnit}`,
            testId: 'mining-spec-hash',
          },
          {
            label: t('mining.machine.power'),
            value: formatExact(String(machine.powerW)),
            testId: 'mining-spec-power',
          },
          {
            label: t('mining.machine.manufacturer'),
            value: machine.manufacturer,
            testId: 'mining-spec-maker',
          },
          {
            label: t('mining.machine.dimensions'),
            value: machine.dimensions,
            testId: 'mining-spec-size',
          },
          {
            label: t('mining.machine.weight'),
            value: formatExact(machine.weightKg),
            testId: 'mining-spec-weight',
          },
          {
            label: t('mining.machine.temperature'),
            value: machine.temperature,
            testId: 'mining-spec-temperature',
          },
          {
            label: t('mining.machine.humidity'),
            value: machine.humidity,
            testId: 'mining-spec-humidity',
          },
        ]}
      />
      <h3 className="card-title">{t('mining.machine.terms')}</h3>
      <DetailRows
        rows={[
          {
            label: t('mining.machine.term'),
            value: t('lending.common.days', { days: machine.termDays }),
            testId: 'mining-spec-term',
          },
          {
            label: t('mining.machine.electricity'),
            value: t('mining.machine.perKwh', {
              price: formatExact(machine.electricityPrice),
              coin: machine.coin,
            }),
            testId: 'mining-spec-electricity',
          },
          {
            label: t('mining.machine.userLimit'),
            value: formatExact(String(machine.userLimit)),
            testId: 'mining-spec-limit',
          },
          {
            label: t('mining.machine.left'),
            value: t('mining.machine.leftValue', {
              remaining: formatExact(String(machine.remaining)),
              stock: formatExact(String(machine.stock)),
            }),
            testId: 'mining-spec-left',
          },
          {
            label: t('mining.machine.payout'),
            value: t('mining.machine.payoutAt', {
              hour: hourText(machine.payoutHour),
              zone: machine.timeZone,
            }),
            testId: 'mining-spec-payout',
          },
        ]}
      />
    </section>
  );
}
