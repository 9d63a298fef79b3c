import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A detail screen opened without a usable id. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="state-block">
      <ErrorBlock status="empty" title={t('content.notFound')} description="" />
    </div>
  );
}
