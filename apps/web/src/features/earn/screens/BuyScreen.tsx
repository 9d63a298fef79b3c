import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { idParam } from '../../p2p/paths';
import { BuyForm } from '../components/BuyForm';
import { EarnDemoNotice } from '../components/EarnNotices';
import { ProductLoader, ProductNotFound } from '../components/ProductLoader';
import { RateRange } from '../components/RateRange';
import { productPath } from '../paths';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../p2p/trade.css';
import '../../lending/lending.css';
import '../earn.css';

/** `/financial/product/:id/buy`: the amount, the quote for it as typing pauses, and the confirm step. */
export default function BuyScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  const demo = useSession((state) => state.demo);
  let body;
  if (demo) body = <EarnDemoNotice />;
  else if (id === null) body = <ProductNotFound />;
  else {
    body = (
      <ProductLoader id={id}>
        {(product) => (
          <div className="lending-body" data-testid="earn-buy-view">
            <section className="card lending-card lending-inline">
              <div className="lending-card-head">
                <strong className="earn-product-name">{product.name}</strong>
                <span className="muted small">
                  {t('lending.common.days', { days: product.cycleDays })}
                </span>
              </div>
              <RateRange
                rateMin={product.rateMin}
                rateMax={product.rateMax}
                aprMin={product.aprMin}
                aprMax={product.aprMax}
                testId="earn-buy-rate"
              />
            </section>
            <BuyForm product={product} />
          </div>
        )}
      </ProductLoader>
    );
  }
  return (
    <div className="screen lending-screen" data-testid="screen-earn-buy">
      <PageHeader
        title={t('earn.buy.title')}
        right={
          id === null ? undefined : (
            <Link to={productPath(id)} className="lending-header-link">
              {t('earn.buy.rules')}
            </Link>
          )
        }
      />
      {body}
    </div>
  );
}
