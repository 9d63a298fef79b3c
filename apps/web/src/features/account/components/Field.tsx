import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps {
  label?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Translated error; replaces the hint while shown. */
  error?: string | undefined;
  hint?: ReactNode;
  name?: string;
  testId?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
  autoFocus?: boolean;
}

/**
 * A labelled native input. antd-mobile's Input puts data attributes on its
 * wrapper, and browser tests need them on the <input> itself.
 */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const { error, hint } = props;
  return (
    <div className="field">
      {props.label && (
        <label className="field-label" htmlFor={id}>
          {props.label}
        </label>
      )}
      <div className={error ? 'field-box has-error' : 'field-box'}>
        {props.prefix}
        <input
          id={id}
          className="field-input"
          name={props.name}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete ?? 'off'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          value={props.value}
          autoFocus={props.autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-note` : undefined}
          data-testid={props.testId}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
        />
        {props.suffix}
      </div>
      {error ? (
        <div id={`${id}-note`} className="field-error" role="alert">
          {error}
        </div>
      ) : (
        hint && (
          <div id={`${id}-note`} className="field-hint">
            {hint}
          </div>
        )
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'suffix'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="field-icon"
          aria-label={visible ? t('account.password.hide') : t('account.password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
        </button>
      }
    />
  );
}

/** A real checkbox input (browser tests tick it), styled by the theme. */
export function CheckboxField({
  checked,
  onChange,
  testId,
  error,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="check-field">
        <input
          type="checkbox"
          className="check-input"
          checked={checked}
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
