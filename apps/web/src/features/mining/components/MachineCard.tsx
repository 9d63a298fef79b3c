import type { MiningMachine } from '@exchange/contracts';
import { RightOutline } from 'antd-mobile-icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatBalance, formatExact } from '../../wallet/format';
import { machineState } from '../machineState';
import { machinePath } from '../paths';
import { breakevenText, HashPriceLine } from './Economics';
import { MachineTypeBadge } from './MiningBadges';
import { MachineStateBadge } from './MachineStateBadge';

/** "100 USDT / 30 days". */
export function priceTermText(
  t: TFunction,
  machine: Pick<MiningMachine, 'price' | 'coin' | 'termDays'>,
): string {
  return t('mining.machine.priceTerm', {
    price: formatExact(machine.price),
    coin: machine.coin,
    days: machine.termDays,
  });
}

/**
 * One machine in the list: its type, name and state, the net a machine
 * earns a day at the latest hash price (with that price's date and
 * source), price and term, hash rate, power, breakeven and stock left.
 * The trial says it is once per user. The whole card opens its page.
 */
export function MachineCard({
  machine,
  trialBought,
}: {
  machine: MiningMachine;
  trialBought: boolean;
}) {
  const { t } = useTranslation();
  const { economics } = machine;
  return (
    <li>
      <Link
        to={machinePath(machine.id)}
        className="card lending-card earn-product"
        data-testid={`mining-machine-${machine.id}`}
      >
        <span className="lending-card-head">
          <MachineTypeBadge type={machine.type} />
          <strong className="earn-product-name">{machine.name}</strong>
          <MachineStateBadge state={machineState(machine, trialBought)} />
          <RightOutline className="p2p-row-arrow" aria-hidden="true" />
        </span>
        <span className="lending-hero">
          <span className="muted small">{t('mining.economics.net')}</span>
          <strong className="mining-net" data-testid="mining-card-net">
            {t('mining.machine.perDay', {
              amount: formatBalance(economics.netPerDay, machine.decimals),
              coin: machine.coin,
            })}
          </strong>
          <HashPriceLine price={economics.hashPrice} />
        </span>
        <DetailRows
          rows={[
            {
              label: t('mining.machine.price'),
              value: priceTermText(t, machine),
              testId: 'mining-card-price',
            },
            {
              label: t('mining.machine.hashRate'),
              value: `${formatExact(machine.hashRate)} ${machine.hashUnit}`,
              testId: 'mining-card-hash',
            },
            {
              label: t('mining.machine.power'),
              value: formatExact(String(machine.powerW)),
              testId: 'mining-card-power',
            },
            {
              label: t('mining.economics.breakeven'),
              value: breakevenText(t, economics.breakevenDays),
              testId: 'mining-card-breakeven',
            },
            {
              label: t('mining.machine.left'),
              value: t('mining.machine.leftValue', {
                remaining: formatExact(String(machine.remaining)),
                stock: formatExact(String(machine.stock)),
              }),
              testId: 'mining-card-left',
            },
          ]}
        />
        {machine.type === 'trial' && (
          <span className="muted small" data-testid="mining-card-trial">
            {trialBought ? t('mining.machine.trialUsed') : t('mining.machine.trialOnce')}
          </span>
        )}
      </Link>
    </li>
  );
}
