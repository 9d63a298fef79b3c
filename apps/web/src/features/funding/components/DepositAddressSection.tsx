import type { ChainInfo } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { withQuery } from '../../wallet/params';
import { FUNDING_PATHS, recordsPath } from '../paths';
import { useDepositAddress } from '../queries';
import { DepositAddressCard } from './DepositAddressCard';
import { DepositFacts } from './DepositFacts';
import { FaucetPanel } from './FaucetPanel';

interface DepositAddressSectionProps {
  symbol: string;
  chain: ChainInfo;
}

/** Everything about depositing one coin on one network, from the address reply. */
export function DepositAddressSection({ symbol, chain }: DepositAddressSectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const address = useDepositAddress(symbol, chain.chain);
  const data = address.data;
  return (
    <QueryState
      isPending={address.isPending}
      error={address.error}
      onRetry={() => void address.refetch()}
    >
      {data && (
        <>
          <DepositAddressCard address={data.address} simulated={data.simulated} />
          {data.simulated && (
            <FaucetPanel symbol={symbol} chain={data.chain} confirmations={data.confirmations} />
          )}
          <DepositFacts
            symbol={symbol}
            chain={data.chain}
            depositMin={data.depositMin}
            reviewAbove={data.reviewAbove}
            confirmations={data.confirmations}
          />
          <div className="funding-actions">
            <Button
              block
              shape="rounded"
              size="large"
              color="primary"
              data-testid="deposit-sent"
              onClick={() =>
                navigate(withQuery(FUNDING_PATHS.depositSent, { symbol, chain: data.chain }))
              }
            >
              {t('funding.deposit.sent')}
            </Button>
            <Link className="funding-link" to={recordsPath('deposit')}>
              {t('funding.deposit.records')}
            </Link>
          </div>
        </>
      )}
    </QueryState>
  );
}
