import type { Coin } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '../../../state/settings';
import { formatDateTime } from '../../account/factors';
import { SavedAddressPicker } from '../../addressbook/components/SavedAddressPicker';
import { addressBookPath } from '../../addressbook/paths';
import type { Problem } from '../../wallet/transferRules';
import { SelectField } from '../../wallet/components/SelectField';
import { canonicalAmount, isClean } from '../../wallet/transferRules';
import { useProblemText } from '../../wallet/useProblemText';
import { chooseChain } from '../coins';
import { useWithdrawDraft } from '../draft';
import { formatExact } from '../format';
import { useWithdrawAddressCheck } from '../queries';
import { FUNDING_PATHS } from '../paths';
import { checkAddress, checkWithdrawAmount, cleanAddress, receiveAmount } from '../withdrawRules';
import { AddressField } from './AddressField';
import { ChainPicker } from './ChainPicker';
import { WithdrawAmountField } from './WithdrawAmountField';
import { WithdrawFacts } from './WithdrawFacts';

interface WithdrawFormProps {
  coin: Coin;
  /** Coins offered in the picker. */
  symbols: readonly string[];
  onCoin: (symbol: string) => void;
  /** The available spot balance of this coin, as sent. */
  available: string;
  /** The account meets the security rules; otherwise the screen explains what is missing. */
  ready: boolean;
}

/** Coin, network, address and amount, checked as typed; Continue goes to the security step. */
export function WithdrawForm({ coin, symbols, onCoin, available, ready }: WithdrawFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const saveDraft = useWithdrawDraft((state) => state.save);
  // Coming back from the security step keeps what was typed.
  const [initial] = useState(() => {
    const draft = useWithdrawDraft.getState().draft;
    return draft?.symbol === coin.symbol ? draft : undefined;
  });
  const [picked, setPicked] = useState(initial?.chain);
  const [address, setAddress] = useState(initial?.address ?? '');
  const [amount, setAmount] = useState(initial?.amount ?? '');
  const [addressTouched, setAddressTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [picking, setPicking] = useState(false);

  const chain = chooseChain(coin.chains, 'withdraw', picked);
  const decimals = coin.decimals;
  const shapeProblem = checkAddress(address);
  const cleaned = cleanAddress(address);
  // Asked of the server as the user types: a wrong network is caught here,
  // not after the second factor and the fund password.
  const check = useWithdrawAddressCheck(coin.symbol, chain?.chain, cleaned, !shapeProblem);
  const checked = check.data !== undefined && !check.isPlaceholderData ? check.data : undefined;
  const networkProblem =
    checked?.valid === false && chain
      ? {
          key: 'funding.error.addressNetwork' as const,
          params: { symbol: coin.symbol, chain: chain.chain },
        }
      : undefined;
  // The whitelist is on: only a saved address whose waiting time has passed can receive.
  const saved = checked?.valid === true ? checked.saved : null;
  let whitelistProblem: Problem | undefined;
  if (checked?.valid === true && checked.whitelist) {
    if (saved === null) whitelistProblem = { key: 'addressBook.check.notSaved' };
    else if (!saved.usable)
      whitelistProblem = {
        key: 'addressBook.check.notUsable',
        params: { time: formatDateTime(saved.usableAt, locale) },
      };
  }
  const problems = {
    address: shapeProblem ?? networkProblem ?? whitelistProblem,
    amount: checkWithdrawAmount(amount, { limits: chain, decimals, available }),
  };
  // Only a valid amount has a meaningful "you will receive"; otherwise it shows as --.
  const receive = chain && !problems.amount ? receiveAmount(amount, chain.withdrawFee) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const canonical = canonicalAmount(amount);
    if (!ready || !chain || canonical === null || !isClean(problems)) return;
    saveDraft({
      symbol: coin.symbol,
      chain: chain.chain,
      address: cleanAddress(address),
      amount: canonical,
    });
    navigate(FUNDING_PATHS.withdrawVerify);
  };

  return (
    <form className="account-form withdraw-form" noValidate onSubmit={onSubmit}>
      <SelectField
        label={t('funding.withdraw.coin')}
        value={coin.symbol}
        options={symbols.map((symbol) => ({ value: symbol, label: symbol }))}
        onChange={onCoin}
        testId="withdraw-coin"
      />
      <ChainPicker
        chains={coin.chains}
        use="withdraw"
        value={chain?.chain}
        onChange={setPicked}
        testIdPrefix="withdraw-chain"
      />
      {!chain && (
        <div className="notice funding-inline-notice" data-testid="withdraw-closed">
          {t('funding.withdraw.closed', { symbol: coin.symbol })}
        </div>
      )}
      <AddressField
        value={address}
        onChange={setAddress}
        onBlur={() => setAddressTouched(true)}
        chain={chain?.chain}
        error={
          addressTouched || submitted || networkProblem || whitelistProblem
            ? problemText(problems.address)
            : undefined
        }
        hint={
          saved !== null && (
            <span data-testid="withdraw-address-saved">
              {t('addressBook.check.saved', { label: saved.label })}
            </span>
          )
        }
        extra={
          chain && (
            <button
              type="button"
              className="amount-all book-open"
              data-testid="withdraw-book-open"
              onClick={() => setPicking(true)}
            >
              {t('addressBook.picker.open')}
            </button>
          )
        }
      />
      {chain && (
        <SavedAddressPicker
          open={picking}
          symbol={coin.symbol}
          chain={chain.chain}
          onPick={(picked) => {
            setAddress(picked);
            setAddressTouched(true);
          }}
          onClose={() => setPicking(false)}
        />
      )}
      {checked?.valid === true && checked.newAddress && (
        <p className="muted small funding-note" data-testid="withdraw-address-new">
          {t('funding.withdraw.newAddress')}
        </p>
      )}
      <WithdrawAmountField
        symbol={coin.symbol}
        value={amount}
        onChange={setAmount}
        available={available}
        decimals={decimals}
        placeholder={
          chain
            ? t('funding.withdraw.amountPlaceholder', {
                min: formatExact(chain.withdrawMin),
              })
            : t('funding.withdraw.amount')
        }
        error={amount !== '' || submitted ? problemText(problems.amount) : undefined}
      />
      {chain && <WithdrawFacts symbol={coin.symbol} chain={chain} receive={receive} />}
      <p className="muted small funding-note">{t('funding.withdraw.note')}</p>
      <Link
        className="funding-link"
        to={addressBookPath({ symbol: coin.symbol, chain: chain?.chain })}
        data-testid="withdraw-book-link"
      >
        {t('addressBook.entry')}
      </Link>
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        disabled={!ready || !chain}
        data-testid="withdraw-continue"
      >
        {t('funding.withdraw.continue')}
      </Button>
    </form>
  );
}
