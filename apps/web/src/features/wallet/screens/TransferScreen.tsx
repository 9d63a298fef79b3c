import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../../account/components/FormScreen';
import { SegmentTabs } from '../../account/components/SegmentTabs';
import { heldAssets } from '../assets';
import { OwnTransferForm } from '../components/OwnTransferForm';
import { UserTransferForm } from '../components/UserTransferForm';
import { symbolParam, walletParam } from '../params';
import { useCoinIndex, useWalletOverview } from '../queries';
import '../wallet.css';

const MODES = ['own', 'user'] as const;
type Mode = (typeof MODES)[number];

/**
 * Transfers: between the user's own accounts, or to another user by UID.
 * `?asset=`, `?from=` and `?to=` preselect, so other screens can link here.
 */
export default function TransferScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'user' ? 'user' : 'own';
  const overview = useWalletOverview();
  const coins = useCoinIndex();
  const data = overview.data;
  const linked = symbolParam(params.get('asset'));
  const held = data ? heldAssets(data) : [];
  // The linked coin comes first, and stays pickable even with nothing held yet.
  const assets = linked ? [linked, ...held.filter((symbol) => symbol !== linked)] : held;

  const setMode = (next: Mode) => {
    const search = new URLSearchParams(params);
    if (next === 'user') search.set('mode', 'user');
    else search.delete('mode');
    setParams(search, { replace: true });
  };

  return (
    <FormScreen title={t('wallet.transfer.title')} testId="screen-transfer">
      <SegmentTabs
        items={MODES.map((key) => ({ key, label: t(`wallet.transfer.mode.${key}`) }))}
        value={mode}
        onChange={setMode}
        testIdPrefix="transfer-mode"
      />
      <QueryState
        isPending={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      >
        {data && assets.length === 0 && (
          <div className="notice wallet-notice" data-testid="transfer-no-assets">
            <p>{t('wallet.transfer.noAssets')}</p>
            <Button
              size="small"
              color="primary"
              fill="outline"
              onClick={() => navigate('/recharge/rechargeList')}
            >
              {t('wallet.action.deposit')}
            </Button>
          </div>
        )}
        {data && assets.length > 0 && mode === 'own' && (
          <OwnTransferForm
            overview={data}
            coins={coins}
            assets={assets}
            initialFrom={walletParam(params.get('from'))}
            initialTo={walletParam(params.get('to'))}
          />
        )}
        {data && assets.length > 0 && mode === 'user' && (
          <UserTransferForm overview={data} coins={coins} assets={assets} />
        )}
      </QueryState>
    </FormScreen>
  );
}
