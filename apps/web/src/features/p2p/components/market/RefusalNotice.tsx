import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refusalOf } from '../../refusal';

/** Why this ad cannot be taken now, and where to go about it when there is a way. */
export function RefusalNotice({ refusal }: { refusal: string }) {
  const { t } = useTranslation();
  const { text, action } = refusalOf(refusal);
  return (
    <div className="notice notice-warn p2p-refusal" role="alert" data-testid="p2p-refusal">
      <p>{t(text)}</p>
      {action && (
        <Link to={action.to} className="payment-link" data-testid="p2p-refusal-action">
          {t(action.label)}
        </Link>
      )}
    </div>
  );
}
