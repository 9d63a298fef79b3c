import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../state/settings';
import { useExpiryText } from '../../delivery/components/DeliveryStats';
import { expiryOf } from '../../delivery/expiry';
import { FundingCountdown } from '../../perp/components/FundingCountdown';
import { useContractName } from '../../perp/contractName';
import { formatLots, formatRate } from '../../perp/format';
import { annualisedRate } from '../../perp/perpMath';
import { productOf } from '../../perp/product';
import { useNowMs } from '../../perp/useNowMs';
import { contractChange, openInterestValue, type ContractListing } from '../contractList';
import { formatPrice, formatVolume } from '../format';
import { ChangeBadge } from './ChangeBadge';
import { StarButton } from './StarButton';

/** A perpetual's funding rate with its yearly equivalent, and the countdown to the next round. */
function Funding({ contract }: { contract: PerpConfig }) {
  const { t } = useTranslation();
  const yearly = annualisedRate(contract.fundingRate, contract.fundingIntervalHours);
  return (
    <span className="contract-fact" data-testid="contract-funding">
      {t('market.contracts.funding', { rate: formatRate(contract.fundingRate) })}
      {yearly !== null && (
        <span className="contract-yearly">
          {t('market.contracts.yearly', { rate: formatRate(yearly, 2) })}
        </span>
      )}
      <FundingCountdown atMs={contract.nextFundingTime} />
    </span>
  );
}

/** A delivery series' current contract: its expiry date, or the countdown under a day. */
function Delivery({ contract }: { contract: PerpConfig }) {
  const expiryText = useExpiryText();
  const expiry = expiryOf(contract.expiresAt, useNowMs());
  return (
    <span className="contract-fact" data-testid="contract-expiry">
      {expiryText(expiry)}
    </span>
  );
}

/** Open interest in lots, and its value in the quote currency when a price is known. */
function OpenInterest({ contract }: { contract: PerpConfig }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (contract.openInterestLots === null) return null;
  const value = openInterestValue(contract);
  return (
    <span className="contract-fact" data-testid="contract-open-interest">
      {t('market.contracts.openInterest', { lots: formatLots(contract.openInterestLots) })}
      {value !== null && (
        <span className="num">≈ {formatVolume(value, contract.quote, locale)}</span>
      )}
    </span>
  );
}

interface ContractRowProps {
  listing: ContractListing;
  favourite: { active: boolean; onToggle: () => void };
}

/**
 * One contract in the Markets list: its name and 24-hour turnover, the last
 * price and 24-hour change, then funding (a perpetual) or expiry (a delivery
 * series) and the open interest. Opens the contract's trade screen.
 */
export function ContractRow({ listing, favourite }: ContractRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameOf = useContractName();
  const { contract, ticker } = listing;
  const change = contractChange(listing);
  return (
    <li
      className="market-row contract-row"
      data-testid="contract-row"
      data-symbol={contract.symbol}
    >
      <StarButton active={favourite.active} onToggle={favourite.onToggle} />
      <Link
        to={productOf(contract.symbol).contractPath(contract.symbol)}
        className="market-row-link"
      >
        <span className="market-pair">
          <strong className="market-pair-name">{nameOf(contract)}</strong>
          <span className="muted small" data-testid="contract-volume">
            {t('market.volume', { value: formatVolume(ticker?.turnover, contract.quote, locale) })}
          </span>
        </span>
        <span className="market-last">
          <span className="num" data-testid="contract-last">
            {formatPrice(contract.lastPrice, contract.pricePrecision)}
          </span>
        </span>
        <ChangeBadge changePercent={change ?? '0'} traded={change !== null} />
        <span className="contract-facts muted small">
          {contract.product === 'perpetual' ? (
            <Funding contract={contract} />
          ) : (
            <Delivery contract={contract} />
          )}
          <OpenInterest contract={contract} />
        </span>
      </Link>
    </li>
  );
}
