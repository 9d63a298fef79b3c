import type { ApiKeyKind } from '@exchange/contracts';
import { API_KEY_KINDS } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { SegmentTabs } from '../../account/components/SegmentTabs';
import { KIND_NAMES } from '../rules';

/** HMAC (we make the secret) or Ed25519 (the user's own key pair), with what each means. */
export function KindPicker({
  value,
  onChange,
}: {
  value: ApiKeyKind;
  onChange: (kind: ApiKeyKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <span className="field-label">{t('apiKeys.form.kind')}</span>
      <SegmentTabs
        items={API_KEY_KINDS.map((key) => ({ key, label: KIND_NAMES[key] }))}
        value={value}
        onChange={onChange}
        testIdPrefix="apikey-kind"
      />
      <div className="field-hint">{t(`apiKeys.kindAbout.${value}`)}</div>
    </div>
  );
}
