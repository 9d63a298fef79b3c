import { useState } from 'react';
import { describeError } from '../api/describe';
import { useI18n } from '../app/context';
import { DecimalForm } from './DecimalForm';
import { Panel } from './Page';

interface WholeNumberSettingProps {
  readonly title: string;
  /** `p2p-cap` gives the test ids `p2p-cap-edit`, `p2p-cap-value`, `p2p-cap-input`, `p2p-cap-form`. */
  readonly testIdPrefix: string;
  readonly panelTestId: string;
  /** The setting now; undefined while loading or after `error`. */
  readonly value: number | undefined;
  readonly error: unknown;
  /** The sentence that states the value. */
  readonly describe: (value: number) => string;
  readonly label: string;
  readonly hint: string;
  /** The whole numbers the form takes, as an input pattern. */
  readonly pattern: string;
  readonly pending: boolean;
  /** Saves the value; `done` closes the form once the server agreed. */
  onSave(value: number, done: () => void): void;
}

/** One whole-number setting in a panel: the value stated, and an edit form for it. */
export function WholeNumberSetting(props: WholeNumberSettingProps) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const { value } = props;
  return (
    <Panel
      title={props.title}
      testId={props.panelTestId}
      actions={
        <button
          type="button"
          className="small"
          data-testid={`${props.testIdPrefix}-edit`}
          disabled={value === undefined}
          onClick={() => setEditing(true)}
        >
          {t('common.edit')}
        </button>
      }
    >
      <p data-testid={`${props.testIdPrefix}-value`}>
        {value === undefined
          ? props.error
            ? describeError(props.error, t)
            : t('common.loading')
          : props.describe(value)}
      </p>
      {editing && value !== undefined && (
        <DecimalForm
          title={props.title}
          label={props.label}
          hint={props.hint}
          current={String(value)}
          pattern={props.pattern}
          pending={props.pending}
          testIdPrefix={props.testIdPrefix}
          inputTestId={`${props.testIdPrefix}-input`}
          onSave={(text) => props.onSave(Number(text), () => setEditing(false))}
          onClose={() => setEditing(false)}
        />
      )}
    </Panel>
  );
}
