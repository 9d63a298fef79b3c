import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { AdWizard } from '../components/ad/AdWizard';
import { TradeDemoNotice, WalletNote } from '../components/TradeNotices';
import '../../account/account.css';
import '../p2p.css';
import '../trade.css';

/** `/c2c/advertise`: a merchant posts an ad in three steps. */
export default function AdvertiseScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen p2p-screen" data-testid="screen-advertise">
      <PageHeader title={t('p2p.ad.createTitle')} />
      {demo ? (
        <TradeDemoNotice />
      ) : (
        <>
          <WalletNote />
          <div className="p2p-body">
            <AdWizard />
          </div>
        </>
      )}
    </div>
  );
}
