import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../wallet/requestId';
import { OutcomeUnknown } from './Notices';
import '../../wallet/wallet.css';

/**
 * The end of an amount form: its note, the "outcome unknown" notice after a
 * failure with no answer, and the submit button, beside "Cancel" in a sheet.
 */
export function FormFoot({
  note,
  outcome,
  pending,
  submitText,
  testId,
  onCancel,
  disabled = false,
  large = false,
}: {
  note: ReactNode;
  outcome: Outcome | null;
  pending: boolean;
  submitText: string;
  /** The submit button's test id. */
  testId: string;
  /** In a sheet: a "Cancel" button before the submit one. */
  onCancel?: () => void;
  disabled?: boolean;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const submit = (
    <Button
      type="submit"
      color="primary"
      shape="rounded"
      block
      size={large ? 'large' : 'middle'}
      disabled={disabled}
      loading={pending}
      data-testid={testId}
    >
      {submitText}
    </Button>
  );
  return (
    <>
      <p className="muted small lending-note">{note}</p>
      <OutcomeUnknown outcome={outcome} />
      {onCancel ? (
        <div className="confirm-actions">
          <Button type="button" shape="rounded" block onClick={onCancel}>
            {t('lending.common.cancel')}
          </Button>
          {submit}
        </div>
      ) : (
        submit
      )}
    </>
  );
}
