import { useState, type FormEvent } from 'react';
import { useI18n } from '../app/context';

export type FilterField<K extends string> =
  | {
      readonly name: K;
      readonly kind: 'text';
      readonly label: string;
      readonly placeholder?: string;
      /** Ids and UIDs: a numeric keyboard and digits only. */
      readonly digits?: boolean;
    }
  | {
      readonly name: K;
      readonly kind: 'select';
      readonly label: string;
      /** The '' option ("All") is added first, unless `withoutAll`. */
      readonly options: readonly { readonly value: string; readonly label: string }[];
      /** The server always filters by one of the options (appeals by status): no "All". */
      readonly withoutAll?: boolean;
    }
  | { readonly name: K; readonly kind: 'date'; readonly label: string };

interface FilterBarProps<K extends string> {
  readonly fields: readonly FilterField<K>[];
  readonly values: Readonly<Record<K, string>>;
  onApply(values: Readonly<Record<K, string>>): void;
  onReset(): void;
}

/**
 * The filters above a table. Choices from a list apply at once; typed text
 * applies on Enter or Apply, so the server is not asked on every key.
 */
export function FilterBar<K extends string>(props: FilterBarProps<K>) {
  // A new key when the applied values change (back button, Clear) starts the draft afresh.
  return <FilterForm key={JSON.stringify(props.values)} {...props} />;
}

function FilterForm<K extends string>(props: FilterBarProps<K>) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(props.values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply(draft);
  };
  return (
    <form className="filters" onSubmit={submit} role="search">
      {props.fields.map((field) => (
        <label key={field.name} className="field">
          <span>{field.label}</span>
          {field.kind === 'select' ? (
            <select
              data-testid={`filter-${field.name}`}
              value={draft[field.name]}
              onChange={(event) => props.onApply({ ...draft, [field.name]: event.target.value })}
            >
              {!field.withoutAll && <option value="">{t('common.all')}</option>}
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              data-testid={`filter-${field.name}`}
              type={field.kind === 'date' ? 'date' : 'text'}
              value={draft[field.name]}
              placeholder={field.kind === 'text' ? field.placeholder : undefined}
              inputMode={field.kind === 'text' && field.digits ? 'numeric' : undefined}
              pattern={field.kind === 'text' && field.digits ? '[0-9]*' : undefined}
              onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            />
          )}
        </label>
      ))}
      <div className="filter-buttons">
        <button type="submit" className="primary" data-testid="filter-apply">
          {t('common.apply')}
        </button>
        <button type="button" data-testid="filter-clear" onClick={props.onReset}>
          {t('common.clear')}
        </button>
      </div>
    </form>
  );
}
