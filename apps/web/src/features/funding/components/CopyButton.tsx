import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { copyText } from '../../account/clipboard';

/** Copies `text` and says whether it worked (the clipboard can be refused). */
export function CopyButton({
  text,
  label,
  testId,
  withText = false,
}: {
  text: string;
  label: string;
  testId?: string;
  /** Shows the label beside the icon, for the one copy that matters most on a screen. */
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    const copied = await copyText(text);
    notify.info(copied ? t('account.common.copied') : t('account.common.copyFailed'));
  };
  return (
    <button
      type="button"
      className={withText ? 'copy-button with-text' : 'copy-button'}
      aria-label={withText ? undefined : label}
      title={label}
      data-testid={testId}
      onClick={() => void copy()}
    >
      <FileOutline aria-hidden="true" />
      {withText && <span>{label}</span>}
    </button>
  );
}
