import { Button, Popup } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { useLocale } from '../../../state/settings';
import { DigitInput } from '../../account/components/DigitInput';
import { formatDateTime } from '../../account/factors';
import { submitThen } from '../../account/submit';
import { checkFundPassword } from '../../wallet/transferRules';
import { useProblemText } from '../../wallet/useProblemText';
import { useSetWhitelist } from '../mutations';

/** Asks for the fund password before the whitelist is switched; says what the switch will do. */
export function WhitelistSheet({
  target,
  hours,
  onClose,
}: {
  /** The state asked for; null: the sheet is closed. */
  target: boolean | null;
  hours: number;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={target !== null}
      position="bottom"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="book-sheet"
      destroyOnClose
    >
      {target !== null && <SwitchForm enabled={target} hours={hours} onDone={onClose} />}
    </Popup>
  );
}

function SwitchForm({
  enabled,
  hours,
  onDone,
}: {
  enabled: boolean;
  hours: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const problemText = useProblemText();
  const change = useSetWhitelist();
  const [fundPassword, setFundPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = checkFundPassword(fundPassword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || change.isPending) return;
    void submitThen(
      change.mutateAsync,
      { enabled, fundPassword },
      (whitelist) => {
        notify.info(
          whitelist.enabled
            ? t('addressBook.whitelist.turnedOn')
            : whitelist.enforcedUntil !== null
              ? t('addressBook.whitelist.turningOff', {
                  time: formatDateTime(whitelist.enforcedUntil, locale),
                })
              : t('addressBook.whitelist.turnedOff'),
        );
        onDone();
      },
      // A refused password is not kept on screen.
      () => {
        setFundPassword('');
        setSubmitted(false);
      },
    );
  };

  return (
    <form className="account-form" noValidate onSubmit={submit} data-testid="book-whitelist-sheet">
      <h2 className="book-sheet-title">
        {enabled ? t('addressBook.whitelist.turnOnTitle') : t('addressBook.whitelist.turnOffTitle')}
      </h2>
      <p className="muted small">
        {enabled
          ? t('addressBook.whitelist.turnOnBody')
          : t('addressBook.whitelist.turnOffBody', { hours })}
      </p>
      <DigitInput
        label={t('addressBook.form.fundPassword')}
        value={fundPassword}
        onChange={setFundPassword}
        masked
        autoFocus
        testId="book-whitelist-password"
        error={submitted ? problemText(problem) : undefined}
      />
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        loading={change.isPending}
        data-testid="book-whitelist-confirm"
      >
        {t('addressBook.whitelist.confirm')}
      </Button>
    </form>
  );
}
