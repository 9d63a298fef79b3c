import { LOCALES } from '@exchange/contracts';
import { useI18n } from '../app/context';
import { Field, FormSection } from './marketFields';

/**
 * A product's or a machine's names: English (required) and Simplified
 * Chinese are edited here; names in other languages are kept as they are,
 * and the note says which there are. `area` picks the screen's strings and
 * test ids (`<area>-name-en`, `<area>-name-zh`).
 */
export function NameFields(props: {
  area: 'earn' | 'mining';
  /** The names saved so far (none for a new one). */
  saved: Record<string, string> | undefined;
  nameEn: string;
  nameZh: string;
  onEn(value: string): void;
  onZh(value: string): void;
  invalidEn: boolean;
  invalidZh: boolean;
}) {
  const { t } = useI18n();
  const { area } = props;
  const others = LOCALES.filter(
    (locale) => locale !== 'en_US' && locale !== 'zh_CN' && props.saved?.[locale],
  );
  return (
    <FormSection
      title={t(`${area}.names`)}
      note={others.length > 0 ? t(`${area}.otherNames`, { locales: others.join(', ') }) : null}
    >
      <div className="form-grid">
        <Field
          label={t(`${area}.nameEn`)}
          testId={`${area}-name-en`}
          kind="text"
          value={props.nameEn}
          onChange={props.onEn}
          invalid={props.invalidEn}
          autoFocus
        />
        <Field
          label={t(`${area}.nameZh`)}
          testId={`${area}-name-zh`}
          kind="text"
          value={props.nameZh}
          onChange={props.onZh}
          invalid={props.invalidZh}
          hint={t(`${area}.nameZhHint`)}
        />
      </div>
    </FormSection>
  );
}
