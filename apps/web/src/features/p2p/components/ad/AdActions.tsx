import type { MyAd } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../../app/notify';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useAdAction, type AdAction } from '../../mutations';
import { adEditPath } from '../../paths';

/** What the owner may do with an ad in its state; closed and ended ads are done with. */
export function actionsFor(ad: Pick<MyAd, 'status'>): readonly AdAction[] {
  if (ad.status === 'listed') return ['delist', 'close'];
  if (ad.status === 'delisted') return ['list', 'close'];
  return [];
}

/** List, delist and close, each asked once more; and the way to edit. */
export function AdActions({ ad, showEdit = true }: { ad: MyAd; showEdit?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const act = useAdAction();
  const [asking, setAsking] = useState<AdAction | null>(null);
  const actions = actionsFor(ad);
  if (actions.length === 0) return null;

  const confirm = async (action: AdAction) => {
    setAsking(null);
    try {
      await act.mutateAsync({ action, id: ad.id });
      notify.info(t(`p2p.ad.done.${action}`));
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <div className="p2p-ad-actions">
      {showEdit && (
        <Button
          size="small"
          shape="rounded"
          data-testid={`ad-edit-${ad.id}`}
          onClick={() => navigate(adEditPath(ad.id))}
        >
          {t('p2p.ad.edit')}
        </Button>
      )}
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          shape="rounded"
          color={action === 'close' ? 'danger' : 'primary'}
          fill="outline"
          loading={act.isPending && act.variables?.action === action}
          data-testid={`ad-${action}-${ad.id}`}
          onClick={() => setAsking(action)}
        >
          {t(`p2p.ad.${action}`)}
        </Button>
      ))}
      {asking !== null && (
        <ConfirmDialog
          visible
          title={t(`p2p.ad.confirm.${asking}.title`)}
          body={t(`p2p.ad.confirm.${asking}.body`)}
          confirmText={t(`p2p.ad.${asking}`)}
          keepText={t('p2p.ad.keep')}
          danger={asking === 'close'}
          onConfirm={() => void confirm(asking)}
          onClose={() => setAsking(null)}
          testId="ad-action-dialog"
        />
      )}
    </div>
  );
}
