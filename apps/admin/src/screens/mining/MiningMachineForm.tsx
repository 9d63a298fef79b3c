import { type MiningConsoleMachine } from '@exchange/contracts';
import type { FormEvent } from 'react';
import { useMiningActions } from '../../api/mining';
import { useI18n } from '../../app/context';
import { FormButtons, Modal } from '../../components/Modal';
import { invalidFields, ListingProblems, typedProblems } from '../marketFields';
import { NameFields } from '../NameFields';
import { useDraft } from '../useDraft';
import { LockedTerms, SaleFields, SpecFields, TermFields } from './MiningMachineFields';
import {
  machineBody,
  machineDraft,
  machineProblems,
  NEW_MACHINE,
  termsLocked,
  type MachineDraft,
} from './miningRules';

/**
 * A machine, new (saved as a draft) or changed: its names in English
 * (required) and Simplified Chinese, the other languages' names kept as
 * they are; its price and term; its specifications; its sale. Once a unit
 * has been rented the price, term and the figures income is counted from
 * are shown fixed and sent as they are; names, the descriptive
 * specifications, stock, limit and order may still change.
 */
export function MiningMachineForm(props: {
  machine: MiningConsoleMachine | null;
  onClose(): void;
}) {
  const { t } = useI18n();
  const { saveMachine } = useMiningActions();
  const { machine } = props;
  const { draft, set } = useDraft<MachineDraft>(() =>
    machine ? machineDraft(machine) : NEW_MACHINE,
  );
  const locked = termsLocked(machine);
  const problems = machineProblems(draft, machine);
  // A new machine's empty fields are not yet wrong: the disabled button says enough.
  const invalid = invalidFields(typedProblems(problems, draft));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length === 0)
      saveMachine.mutate(
        { id: machine?.id ?? null, body: machineBody(draft, machine) },
        { onSuccess: props.onClose },
      );
  };

  return (
    <Modal
      title={machine ? t('mining.machineEdit', { name: machine.name }) : t('mining.machineNew')}
      onClose={props.onClose}
      testId="mining-form"
      wide
    >
      <form className="stack" onSubmit={submit}>
        <NameFields
          area="mining"
          saved={machine?.names}
          nameEn={draft.nameEn}
          nameZh={draft.nameZh}
          onEn={set('nameEn')}
          onZh={set('nameZh')}
          invalidEn={invalid('nameEn')}
          invalidZh={invalid('nameZh')}
        />
        {locked && machine ? (
          <LockedTerms machine={machine} />
        ) : (
          <TermFields draft={draft} set={set} invalid={invalid} />
        )}
        <SpecFields draft={draft} set={set} invalid={invalid} locked={locked} />
        <SaleFields draft={draft} set={set} invalid={invalid} machine={machine} />
        {!machine && <p className="muted">{t('mining.draftNote')}</p>}
        <ListingProblems problems={problems} values={draft} testId="mining-problems" />
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="mining-submit"
          disabled={saveMachine.isPending || problems.length > 0}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
