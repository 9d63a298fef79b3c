import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { DigitInput } from '../../account/components/DigitInput';
import { TextField } from '../../account/components/Field';
import { useSecurityOverview } from '../../account/queries';
import { balanceIn } from '../assets';
import { formatBalance } from '../format';
import { useUserTransfer } from '../mutations';
import { canonicalAmount, checkUserTransfer, isClean, UID_MAX_LENGTH } from '../transferRules';
import { useProblemText } from '../useProblemText';
import { useTransferSubmit } from '../useTransferSubmit';
import { AmountField } from './AmountField';
import { ConfirmTransferDialog } from './ConfirmTransferDialog';
import { OutcomeNotice } from './OutcomeNotice';
import type { TransferFormProps } from './OwnTransferForm';
import { SelectField } from './SelectField';

const EMPTY = { toUid: '', amount: '', fundPassword: '' };

/** Spot to another user's spot by UID, authorised by the fund password, confirmed first. */
export function UserTransferForm({ overview, coins, assets }: TransferFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const security = useSecurityOverview();
  const ownUid = useSession((state) => state.member?.usercode);
  const transfer = useUserTransfer();
  const { submit, outcome } = useTransferSubmit(transfer.mutateAsync);
  const [picked, setAsset] = useState(assets[0] ?? '');
  // A refetch after a transfer can drop a coin from the list; fall back rather than show a stale pick.
  const asset = assets.includes(picked) ? picked : (assets[0] ?? '');
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState({ toUid: false, fundPassword: false });
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const available = balanceIn(overview, 'spot', asset)?.available ?? '0';
  const decimals = coins.get(asset)?.decimals;
  const problems = checkUserTransfer({ asset, ...values }, { available, decimals, ownUid });
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const shown = (key: 'toUid' | 'fundPassword') =>
    submitted || touched[key] ? problemText(problems[key]) : undefined;

  if (security.data && !security.data.fundPasswordSet) {
    return (
      <div className="notice wallet-notice" data-testid="transfer-need-fund-password">
        <p>{t('wallet.transfer.needFundPassword')}</p>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => navigate(`/setFond?redirect=${encodeURIComponent('/transfer?mode=user')}`)}
        >
          {t('wallet.transfer.setFundPassword')}
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!transfer.isPending && isClean(problems)) setConfirming(true);
  };
  const send = async () => {
    setConfirming(false);
    const amount = canonicalAmount(values.amount);
    if (amount === null) return;
    const toUid = values.toUid.trim();
    const result = await submit({ asset, toUid, amount, fundPassword: values.fundPassword });
    if (result === null) return;
    notify.info(t(result.replayed ? 'wallet.transfer.replayed' : 'wallet.transfer.done'));
    setValues(EMPTY);
    setTouched({ toUid: false, fundPassword: false });
    setSubmitted(false);
  };

  return (
    <form className="account-form transfer-form" noValidate onSubmit={onSubmit}>
      <p className="transfer-note muted small">{t('wallet.transfer.userNote')}</p>
      <SelectField
        label={t('wallet.transfer.asset')}
        value={asset}
        options={assets.map((symbol) => ({ value: symbol, label: symbol }))}
        onChange={setAsset}
        testId="transfer-asset"
      />
      <TextField
        label={t('wallet.transfer.uid')}
        value={values.toUid}
        onChange={set('toUid')}
        onBlur={() => setTouched((previous) => ({ ...previous, toUid: true }))}
        placeholder={t('wallet.transfer.uidPlaceholder')}
        maxLength={UID_MAX_LENGTH + 1}
        testId="transfer-uid"
        error={shown('toUid')}
      />
      <AmountField
        asset={asset}
        value={values.amount}
        onChange={set('amount')}
        available={available}
        decimals={decimals}
        error={values.amount !== '' || submitted ? problemText(problems.amount) : undefined}
      />
      <DigitInput
        label={t('wallet.transfer.fundPassword')}
        value={values.fundPassword}
        onChange={set('fundPassword')}
        onBlur={() => setTouched((previous) => ({ ...previous, fundPassword: true }))}
        masked
        testId="transfer-fund-password"
        error={shown('fundPassword')}
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
      <ConfirmTransferDialog
        visible={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
        rows={[
          { label: t('wallet.transfer.uid'), value: values.toUid.trim() },
          { label: t('wallet.transfer.asset'), value: asset },
          {
            label: t('wallet.transfer.amount'),
            value: `${formatBalance(canonicalAmount(values.amount) ?? '', decimals)} ${asset}`,
          },
        ]}
      />
    </form>
  );
}
