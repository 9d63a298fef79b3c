import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { idParam } from '../../p2p/paths';
import { ProductNotFound } from '../components/ProductLoader';
import { ProofDays, ProofFigures } from '../components/ProofFigures';
import { productPath } from '../paths';
import { useEarnProof } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../lending/lending.css';
import '../earn.css';

function Proof({ id }: { id: number }) {
  const { t } = useTranslation();
  const proof = useEarnProof(id);
  const data = proof.data;
  return (
    <QueryState
      isPending={proof.isPending}
      error={proof.error}
      onRetry={() => void proof.refetch()}
    >
      {data && (
        <div className="lending-body" data-testid="earn-proof-view">
          <p className="notice lending-inline" data-testid="earn-proof-intro">
            {t('earn.proof.intro')}
          </p>
          <ProofFigures proof={data} />
          <ProofDays proof={data} />
          <Link
            to={productPath(id)}
            className="lending-link earn-center"
            data-testid="earn-proof-product"
          >
            {t('earn.proof.product')}
          </Link>
        </div>
      )}
    </QueryState>
  );
}

/** `/financial/proof/:id`, public: where a product's income comes from, read from the ledger. */
export default function ProofScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  return (
    <div className="screen lending-screen" data-testid="screen-earn-proof">
      <PageHeader title={t('earn.proof.title')} />
      {id === null ? <ProductNotFound /> : <Proof id={id} />}
    </div>
  );
}
