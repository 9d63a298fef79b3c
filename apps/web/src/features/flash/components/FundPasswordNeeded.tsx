import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EXCHANGE_PATHS } from '../paths';

/**
 * An exchange is confirmed with the fund password; without one, where to set
 * it. Setting it brings the user back here (the quote is then refreshed).
 */
export function FundPasswordNeeded() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="notice exchange-notice" data-testid="exchange-need-fund-password">
      <p>{t('exchange.needFundPassword')}</p>
      <Button
        size="small"
        color="primary"
        fill="outline"
        data-testid="exchange-set-fund-password"
        onClick={() => navigate(`/setFond?redirect=${encodeURIComponent(EXCHANGE_PATHS.submit)}`)}
      >
        {t('exchange.setFundPassword')}
      </Button>
    </div>
  );
}
