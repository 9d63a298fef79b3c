import { Button, Dialog } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { notify } from '../app/notify';
import { TextField } from '../features/account/components/Field';
import { submitThen } from '../features/account/submit';

/**
 * A dialog that changes one label (an API key's, a saved address's): a new
 * name alone loosens nothing, so it asks for no password. Saving an
 * unchanged label just closes it; a refused one stays open with the
 * server's message (`submitThen`).
 */
export function LabelDialog({
  initial,
  texts,
  maxLength,
  problemOf,
  save,
  pending,
  testId,
  className,
  onClose,
}: {
  initial: string;
  /** Already translated. */
  texts: { title: string; field: string; done: string; cancel: string; save: string };
  maxLength: number;
  /** The label's problem as shown under the field, undefined when it has none. */
  problemOf: (label: string) => string | undefined;
  save: (label: string) => Promise<unknown>;
  pending: boolean;
  /** Names the dialog (`{testId}-dialog`), its input and its save button in tests. */
  testId: string;
  className: string;
  onClose: () => void;
}) {
  const [label, setLabel] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const problem = problemOf(label);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem !== undefined || pending) return;
    const next = label.trim();
    if (next === initial) return onClose();
    void submitThen(save, next, () => {
      notify.info(texts.done);
      onClose();
    });
  };

  return (
    <Dialog
      visible
      title={texts.title}
      closeOnMaskClick
      onClose={onClose}
      content={
        <form className={className} noValidate onSubmit={submit} data-testid={`${testId}-dialog`}>
          <TextField
            label={texts.field}
            value={label}
            onChange={setLabel}
            maxLength={maxLength}
            autoFocus
            testId={`${testId}-input`}
            error={submitted ? problem : undefined}
          />
          <div className="confirm-actions">
            <Button shape="rounded" block onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button
              type="submit"
              shape="rounded"
              block
              color="primary"
              loading={pending}
              data-testid={`${testId}-save`}
            >
              {texts.save}
            </Button>
          </div>
        </form>
      }
    />
  );
}
