import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../lib/dates';
import { useLocale, useSettings } from '../../../state/settings';
import { useCurrencies, useSelectedCurrency } from '../queries';
import { useFiat } from '../useFiat';

/** What 1,000 USD looks like in the chosen currency, so the effect of a choice is visible. */
const EXAMPLE_USD = '1000';
const EXAMPLE_USD_TEXT = '1,000';

export default function ExchangeRateScreen() {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const selected = useSelectedCurrency();
  const setCurrencyId = useSettings((state) => state.setCurrencyId);
  const fiat = useFiat();
  const locale = useLocale();
  return (
    <div className="screen">
      <PageHeader title={t('currency.title')} />
      <p className="screen-hint">{t('currency.hint')}</p>
      <p className="screen-hint" data-testid="currency-example">
        {t('currency.example', { usd: EXAMPLE_USD_TEXT, value: fiat(EXAMPLE_USD) })}
      </p>
      <QueryState
        isPending={currencies.isPending}
        error={currencies.error}
        isEmpty={currencies.data?.length === 0}
        onRetry={() => void currencies.refetch()}
      >
        <List className="select-list">
          {(currencies.data ?? []).map((currency) => (
            <List.Item
              key={currency.id}
              data-testid={`currency-${currency.name}`}
              aria-selected={currency.id === selected.id}
              prefix={<span className="currency-symbol">{currency.currency_symbol}</span>}
              description={
                <>
                  <div>{t('currency.rate', { rate: currency.rate, code: currency.name })}</div>
                  {currency.updatedAt && (
                    <div>
                      {t('common.updatedAt', { date: formatDate(currency.updatedAt, locale) })}
                    </div>
                  )}
                </>
              }
              extra={
                currency.id === selected.id ? <CheckOutline className="selected-mark" /> : null
              }
              onClick={() => setCurrencyId(currency.id)}
              arrow={false}
            >
              {currency.name}
            </List.Item>
          ))}
        </List>
      </QueryState>
    </div>
  );
}
