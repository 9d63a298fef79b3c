import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The form's submit: held back while a photo is still uploading, and says so. */
export function SubmitButton({
  uploading,
  pending,
  label,
}: {
  uploading: boolean;
  pending: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="identity-submit">
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        disabled={uploading}
        loading={pending}
        data-testid="identity-submit"
      >
        {label ?? t('identity.form.submit')}
      </Button>
      {uploading && (
        <p className="muted small" role="status">
          {t('identity.form.waitUploads')}
        </p>
      )}
    </div>
  );
}
