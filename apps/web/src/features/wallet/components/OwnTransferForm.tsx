import type { Coin, UserWalletName, WalletOverview } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { balanceIn } from '../assets';
import { useOwnTransfer } from '../mutations';
import { canonicalAmount, checkOwnTransfer, isClean } from '../transferRules';
import { useProblemText } from '../useProblemText';
import { useTransferSubmit } from '../useTransferSubmit';
import { AmountField } from './AmountField';
import { OutcomeNotice } from './OutcomeNotice';
import { RoutePicker } from './RoutePicker';
import { SelectField } from './SelectField';

export interface TransferFormProps {
  overview: WalletOverview;
  coins: ReadonlyMap<string, Coin>;
  /** Coins the user can pick, the first preselected. */
  assets: readonly string[];
}

export interface OwnTransferProps extends TransferFormProps {
  initialFrom?: UserWalletName | undefined;
  initialTo?: UserWalletName | undefined;
}

/** Moves a coin between two of the user's own accounts. */
export function OwnTransferForm({ overview, coins, assets, ...initial }: OwnTransferProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const transfer = useOwnTransfer();
  const { submit, outcome } = useTransferSubmit(transfer.mutateAsync);
  const [picked, setAsset] = useState(assets[0] ?? '');
  // A refetch after a transfer can drop a coin from the list; fall back rather than show a stale pick.
  const asset = assets.includes(picked) ? picked : (assets[0] ?? '');
  const [route, setRoute] = useState(() => {
    const from = initial.initialFrom ?? 'spot';
    return { from, to: initial.initialTo ?? (from === 'contract' ? 'spot' : 'contract') };
  });
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const available = balanceIn(overview, route.from, asset)?.available ?? '0';
  const decimals = coins.get(asset)?.decimals;
  const problems = checkOwnTransfer({ asset, ...route, amount }, { available, decimals });
  // Amount problems show while typing; "required" only once a send was tried.
  const amountError = amount !== '' || submitted ? problemText(problems.amount) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    setSubmitted(true);
    const canonical = canonicalAmount(amount);
    if (!isClean(problems) || canonical === null) return;
    const result = await submit({ asset, from: route.from, to: route.to, amount: canonical });
    if (result === null) return;
    notify.info(t(result.replayed ? 'wallet.transfer.replayed' : 'wallet.transfer.done'));
    setAmount('');
    setSubmitted(false);
  };

  return (
    <form
      className="account-form transfer-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <SelectField
        label={t('wallet.transfer.asset')}
        value={asset}
        options={assets.map((symbol) => ({ value: symbol, label: symbol }))}
        onChange={setAsset}
        testId="transfer-asset"
      />
      <RoutePicker
        from={route.from}
        to={route.to}
        onChange={setRoute}
        error={problemText(problems.to)}
      />
      <AmountField
        asset={asset}
        value={amount}
        onChange={setAmount}
        available={available}
        decimals={decimals}
        error={amountError}
      />
      <OutcomeNotice outcome={outcome} />
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        loading={transfer.isPending}
        data-testid="transfer-submit"
      >
        {t('wallet.transfer.submit')}
      </Button>
    </form>
  );
}
