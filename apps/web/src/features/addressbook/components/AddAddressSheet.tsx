import { ADDRESS_LABEL_MAX } from '@exchange/contracts';
import { Button, Popup } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { useLocale } from '../../../state/settings';
import { DigitInput } from '../../account/components/DigitInput';
import { TextField } from '../../account/components/Field';
import { formatDateTime } from '../../account/factors';
import { submitThen } from '../../account/submit';
import { checkAddress, cleanAddress } from '../../funding/withdrawRules';
import { checkFundPassword, isClean } from '../../wallet/transferRules';
import { useProblemText } from '../../wallet/useProblemText';
import { useAddAddress } from '../mutations';
import { labelProblem } from '../rules';

interface AddAddressSheetProps {
  open: boolean;
  /** The networks offered, the first preselected unless `initialChain` is among them. */
  networks: readonly string[];
  initialChain: string | undefined;
  /** The whitelist holds now: a new address waits `hours` before it can be used. */
  whitelistOn: boolean;
  hours: number;
  onClose: () => void;
}

/** Network, address, label and the fund password; the server checks the address for the network. */
export function AddAddressSheet(props: AddAddressSheetProps) {
  return (
    <Popup
      visible={props.open}
      position="bottom"
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="book-sheet"
      destroyOnClose
    >
      {props.open && <AddAddressForm {...props} />}
    </Popup>
  );
}

function NetworkChoice({
  networks,
  value,
  onChange,
}: {
  networks: readonly string[];
  value: string | undefined;
  onChange: (chain: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        {t('addressBook.form.network')}
      </span>
      <div
        className="chain-picker"
        role="radiogroup"
        aria-labelledby={labelId}
        data-testid="book-add-network"
      >
        {networks.map((chain) => (
          <button
            key={chain}
            type="button"
            role="radio"
            aria-checked={chain === value}
            className={chain === value ? 'chain-option active' : 'chain-option'}
            data-testid={`book-add-network-${chain}`}
            onClick={() => onChange(chain)}
          >
            <strong>{chain}</strong>
          </button>
        ))}
      </div>
    </div>
  );
}

function AddAddressForm({
  networks,
  initialChain,
  whitelistOn,
  hours,
  onClose,
}: AddAddressSheetProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const problemText = useProblemText();
  const add = useAddAddress();
  const [chain, setChain] = useState(
    initialChain !== undefined && networks.includes(initialChain) ? initialChain : networks[0],
  );
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problems = {
    address: checkAddress(address),
    label: labelProblem(label),
    fundPassword: checkFundPassword(fundPassword),
  };
  const shown = (problem: (typeof problems)[keyof typeof problems]) =>
    submitted ? problemText(problem) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (chain === undefined || !isClean(problems) || add.isPending) return;
    const body = { chain, address: cleanAddress(address), label: label.trim(), fundPassword };
    void submitThen(
      add.mutateAsync,
      body,
      (saved) => {
        notify.info(
          saved.usable
            ? t('addressBook.form.saved')
            : t('addressBook.form.savedWaiting', {
                time: formatDateTime(saved.usableAt, locale),
              }),
        );
        onClose();
      },
      () => setFundPassword(''),
    );
  };

  return (
    <form className="account-form" noValidate onSubmit={submit} data-testid="book-add-sheet">
      <h2 className="book-sheet-title">{t('addressBook.form.title')}</h2>
      {networks.length === 0 ? (
        <p className="notice">{t('addressBook.form.noNetwork')}</p>
      ) : (
        <NetworkChoice networks={networks} value={chain} onChange={setChain} />
      )}
      <TextField
        label={t('addressBook.form.address')}
        value={address}
        onChange={setAddress}
        placeholder={chain ? t('addressBook.form.addressPlaceholder', { chain }) : undefined}
        testId="book-add-address"
        error={shown(problems.address)}
      />
      <TextField
        label={t('addressBook.form.label')}
        value={label}
        onChange={setLabel}
        maxLength={ADDRESS_LABEL_MAX + 10}
        placeholder={t('addressBook.form.labelPlaceholder')}
        testId="book-add-label"
        error={shown(problems.label)}
      />
      <DigitInput
        label={t('addressBook.form.fundPassword')}
        value={fundPassword}
        onChange={setFundPassword}
        masked
        testId="book-add-password"
        error={shown(problems.fundPassword)}
      />
      {whitelistOn && (
        <p className="notice notice-warn" data-testid="book-add-wait">
          {t('addressBook.form.whitelistWait', { hours })}
        </p>
      )}
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        disabled={chain === undefined}
        loading={add.isPending}
        data-testid="book-add-submit"
      >
        {t('addressBook.form.submit')}
      </Button>
    </form>
  );
}
