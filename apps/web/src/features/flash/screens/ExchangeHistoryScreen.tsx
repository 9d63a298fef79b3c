import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { RecordFeed } from '../../funding/components/RecordFeed';
import { ExchangeRow } from '../components/ExchangeRow';
import { EXCHANGE_PATHS } from '../paths';
import { useExchangeHistory } from '../queries';
import '../../wallet/wallet.css';
import '../../funding/funding.css';
import '../exchange.css';

/** `/exchange/exchangeHistory`: the user's flash exchanges, newest first, ten to a page. */
export default function ExchangeHistoryScreen() {
  const { t } = useTranslation();
  const history = useExchangeHistory();
  return (
    <div className="screen exchange-history-screen" data-testid="screen-exchange-history">
      <PageHeader
        title={t('exchange.historyTitle')}
        right={
          <Link to={EXCHANGE_PATHS.page} className="header-link" data-testid="exchange-page-link">
            {t('exchange.convert')}
          </Link>
        }
      />
      <div className="exchange-history">
        <RecordFeed
          query={history}
          row={(exchange) => <ExchangeRow key={exchange.id} exchange={exchange} />}
        />
      </div>
    </div>
  );
}
