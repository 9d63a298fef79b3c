import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { TextField } from '../../account/components/Field';

interface AddressFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  chain: string | undefined;
  error: string | undefined;
  /** Shown under the field while there is no error (the address's address-book entry). */
  hint?: ReactNode;
  /** A button before Paste: the saved-address picker. */
  extra?: ReactNode;
}

/** Reading the clipboard needs a secure context (HTTPS or localhost); elsewhere the button hides. */
function canPaste(): boolean {
  return typeof navigator.clipboard?.readText === 'function';
}

/** The destination address, with a Paste button: typing a 40-character address by hand invites mistakes. */
export function AddressField({
  value,
  onChange,
  onBlur,
  chain,
  error,
  hint,
  extra,
}: AddressFieldProps) {
  const { t } = useTranslation();
  const paste = async () => {
    try {
      onChange((await navigator.clipboard.readText()).trim());
    } catch {
      // The user refused clipboard access; typing or a long-press paste still works.
      notify.info(t('funding.withdraw.pasteFailed'));
    }
  };
  return (
    <TextField
      label={t('funding.withdraw.address')}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      placeholder={
        chain ? t('funding.withdraw.addressPlaceholder', { chain }) : t('funding.withdraw.address')
      }
      testId="withdraw-address"
      error={error}
      hint={hint}
      suffix={
        <>
          {extra}
          {canPaste() && (
            <button
              type="button"
              className="amount-all"
              data-testid="withdraw-paste"
              onClick={() => void paste()}
            >
              {t('funding.withdraw.paste')}
            </button>
          )}
        </>
      }
    />
  );
}
