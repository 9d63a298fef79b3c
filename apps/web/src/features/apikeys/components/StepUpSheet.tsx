import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { StepUpStep } from '../../account/components/StepUpStep';

/** A bottom sheet asking for the step-up before a change that loosens a key. */
export function StepUpSheet({
  open,
  onVerified,
  onClose,
}: {
  open: boolean;
  onVerified: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={open}
      position="bottom"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="apikey-sheet"
      destroyOnClose
    >
      <div data-testid="apikey-step-up">
        <h2 className="apikey-sheet-title">{t('apiKeys.verify.title')}</h2>
        <p className="muted small">{t('apiKeys.verify.why')}</p>
        <StepUpStep noticeClassName="apikey-inline-notice" onDone={onVerified} />
      </div>
    </Popup>
  );
}
