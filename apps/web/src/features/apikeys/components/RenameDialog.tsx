import type { ApiKey } from '@exchange/contracts';
import { Button, Dialog } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { TextField } from '../../account/components/Field';
import { submitThen } from '../../account/submit';
import { useUpdateApiKey } from '../mutations';
import { LABEL_MAX, labelProblem } from '../rules';

/** Renames a key: a new name alone loosens nothing, so no step-up. */
export function RenameDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateApiKey();
  const [label, setLabel] = useState(apiKey.label);
  const [submitted, setSubmitted] = useState(false);
  const problem = labelProblem(label);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem !== null || update.isPending) return;
    const next = label.trim();
    if (next === apiKey.label) return onClose();
    void submitThen(update.mutateAsync, { id: apiKey.id, label: next }, () => {
      notify.info(t('apiKeys.renamed'));
      onClose();
    });
  };

  return (
    <Dialog
      visible
      title={t('apiKeys.rename.title')}
      closeOnMaskClick
      onClose={onClose}
      content={
        <form
          className="apikey-dialog"
          noValidate
          onSubmit={save}
          data-testid="apikey-rename-dialog"
        >
          <TextField
            label={t('apiKeys.form.label')}
            value={label}
            onChange={setLabel}
            maxLength={LABEL_MAX}
            autoFocus
            testId="apikey-rename-input"
            error={
              submitted && problem !== null
                ? t(`apiKeys.form.labelError.${problem}`, { max: LABEL_MAX })
                : undefined
            }
          />
          <div className="confirm-actions">
            <Button shape="rounded" block onClick={onClose}>
              {t('apiKeys.cancel')}
            </Button>
            <Button
              type="submit"
              shape="rounded"
              block
              color="primary"
              loading={update.isPending}
              data-testid="apikey-rename-save"
            >
              {t('apiKeys.save')}
            </Button>
          </div>
        </form>
      }
    />
  );
}
