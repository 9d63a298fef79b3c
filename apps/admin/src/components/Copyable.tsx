import { useI18n } from '../app/context';

/** Puts text on the clipboard; it needs a secure context, and where it is missing nothing happens. */
const copy = (value: string) => void navigator.clipboard?.writeText(value).catch(() => undefined);

/** A small Copy button for a value shown beside it (a hash cut short, an address). */
export function CopyButton(props: { value: string; testId?: string }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="small"
      data-testid={props.testId}
      onClick={() => copy(props.value)}
    >
      {t('common.copy')}
    </button>
  );
}

/**
 * A value to hand on exactly (a secret, a message to sign): labelled, in a
 * monospace box selected whole by one click, with a Copy button. `multiline`
 * keeps the value's line breaks.
 */
export function Copyable(props: {
  label: string;
  value: string;
  testId: string;
  multiline?: boolean;
}) {
  return (
    <div className="field">
      <span>{props.label}</span>
      <div className="copy-row">
        <code className={props.multiline ? 'secret prewrap' : 'secret'} data-testid={props.testId}>
          {props.value}
        </code>
        <CopyButton value={props.value} testId={`${props.testId}-copy`} />
      </div>
    </div>
  );
}
