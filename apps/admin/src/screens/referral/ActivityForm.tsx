import type { ActivityConsole } from '@exchange/contracts';
import type { FormEvent } from 'react';
import { describeError } from '../../api/describe';
import { activityTitle, useActivityActions } from '../../api/referral';
import { useI18n } from '../../app/context';
import { FormButtons, Modal } from '../../components/Modal';
import { invalidFields, ListingProblems, typedProblems } from '../marketFields';
import { useDraft } from '../useDraft';
import { RewardFields, TextFields, WindowFields } from './ActivityFields';
import {
  activityBodyOf,
  activityDraft,
  activityProblems,
  flatValues,
  NEW_ACTIVITY,
  type ActivityDraft,
} from './activityRules';

/**
 * An activity, new or a draft changed (a published one cannot be): its
 * title and text per language, what it pays and for what, its window and
 * how many rewards at most. It is saved as a draft; users see it once it is
 * published. A refusal is shown in the form, which stays open.
 */
export function ActivityForm(props: { activity: ActivityConsole | null; onClose(): void }) {
  const { t } = useI18n();
  const { saveActivity } = useActivityActions();
  const { activity } = props;
  const { draft, set } = useDraft<ActivityDraft>(() =>
    activity ? activityDraft(activity) : NEW_ACTIVITY,
  );
  const problems = activityProblems(draft);
  const values = flatValues(draft);
  // A new activity's empty fields are not yet wrong: the disabled button says enough.
  const invalid = invalidFields(typedProblems(problems, values));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length === 0 && !saveActivity.isPending)
      saveActivity.mutate(
        { id: activity?.id ?? null, body: activityBodyOf(draft, activity) },
        { onSuccess: props.onClose },
      );
  };

  return (
    <Modal
      title={
        activity
          ? t('referral.activity.editTitle', { id: activity.id, title: activityTitle(activity) })
          : t('referral.activity.new')
      }
      onClose={props.onClose}
      testId="activity-form"
      wide
    >
      <form className="stack" onSubmit={submit}>
        <TextFields draft={draft} set={set} invalid={invalid} />
        <RewardFields draft={draft} set={set} invalid={invalid} />
        <WindowFields draft={draft} set={set} invalid={invalid} />
        <p className="muted">{t('referral.activity.draftNote')}</p>
        <ListingProblems problems={problems} values={values} testId="activity-problems" />
        {saveActivity.error !== null && !saveActivity.isPending && (
          <p className="form-error" role="alert" data-testid="activity-save-error">
            {describeError(saveActivity.error, t)}
          </p>
        )}
        <FormButtons
          submitLabel={t(activity ? 'common.save' : 'referral.activity.createDraft')}
          submitTestId="activity-submit"
          disabled={saveActivity.isPending || problems.length > 0}
          cancelTestId="activity-cancel"
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
