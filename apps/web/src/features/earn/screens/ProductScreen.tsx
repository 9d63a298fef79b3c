import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { idParam } from '../../p2p/paths';
import { BuyAction } from '../components/BuyAction';
import { ProductLoader, ProductNotFound } from '../components/ProductLoader';
import { ProductRules } from '../components/ProductRules';
import { ProductHead, ProductTerms } from '../components/ProductTerms';
import { RateTable } from '../components/RateTable';
import { EARN_PATHS } from '../paths';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../p2p/trade.css';
import '../../lending/lending.css';
import '../earn.css';

/**
 * `/financial/product/:id`, public: the product's terms, its rules (with
 * early redemption worked through), its daily rates and the way to its
 * proof of yield; "Buy" for a signed-in user, "Log in to buy" for a guest.
 */
export default function ProductScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  return (
    <div className="screen lending-screen" data-testid="screen-earn-product">
      <PageHeader
        title={t('earn.product.title')}
        right={
          <Link to={EARN_PATHS.home} className="lending-header-link">
            {t('earn.title')}
          </Link>
        }
      />
      {id === null ? (
        <ProductNotFound />
      ) : (
        <ProductLoader id={id}>
          {(product) => (
            <div className="lending-body" data-testid="earn-product-view">
              <ProductHead product={product} />
              <ProductTerms product={product} />
              <ProductRules product={product} />
              <RateTable rates={product.rates} />
              <BuyAction product={product} />
            </div>
          )}
        </ProductLoader>
      )}
    </div>
  );
}
