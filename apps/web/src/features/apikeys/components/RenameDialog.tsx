import type { ApiKey } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { LabelDialog } from '../../../components/LabelDialog';
import { useUpdateApiKey } from '../mutations';
import { LABEL_MAX, labelProblem } from '../rules';

/** Renames a key: a new name alone loosens nothing, so no step-up. */
export function RenameDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateApiKey();
  return (
    <LabelDialog
      initial={apiKey.label}
      texts={{
        title: t('apiKeys.rename.title'),
        field: t('apiKeys.form.label'),
        done: t('apiKeys.renamed'),
        cancel: t('apiKeys.cancel'),
        save: t('apiKeys.save'),
      }}
      maxLength={LABEL_MAX}
      problemOf={(label) => {
        const problem = labelProblem(label);
        return problem === null
          ? undefined
          : t(`apiKeys.form.labelError.${problem}`, { max: LABEL_MAX });
      }}
      save={(label) => update.mutateAsync({ id: apiKey.id, label })}
      pending={update.isPending}
      testId="apikey-rename"
      className="apikey-dialog"
      onClose={onClose}
    />
  );
}
