import { ADDRESS_LABEL_MAX, type SavedAddress } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { LabelDialog as EditLabel } from '../../../components/LabelDialog';
import { useProblemText } from '../../wallet/useProblemText';
import { useEditAddress } from '../mutations';
import { labelProblem } from '../rules';

/** A new label for a saved address: it changes nothing about where money may go, so no fund password. */
export function LabelDialog({ entry, onClose }: { entry: SavedAddress; onClose: () => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const edit = useEditAddress();
  return (
    <EditLabel
      initial={entry.label}
      texts={{
        title: t('addressBook.edit'),
        field: t('addressBook.form.label'),
        done: t('addressBook.renamed'),
        cancel: t('addressBook.cancel'),
        save: t('addressBook.save'),
      }}
      // Room to type past the limit, so the field can say what is too long.
      maxLength={ADDRESS_LABEL_MAX + 10}
      problemOf={(label) => problemText(labelProblem(label))}
      save={(label) => edit.mutateAsync({ id: entry.id, label })}
      pending={edit.isPending}
      testId="book-label"
      className="book-dialog"
      onClose={onClose}
    />
  );
}
