import type { PerpConfig, PerpPosition } from '@exchange/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { formatLots } from '../format';
import { useCloseAllPositions, useClosePosition } from '../mutations';
import type { usePerpPositions } from '../queries';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PanelList } from './PanelList';
import { PositionRow } from './PositionRow';
import { PresetDialog } from './PresetDialog';

type Asking = { kind: 'one'; position: PerpPosition } | { kind: 'all' } | null;

/**
 * The contract's open position with its actions: edit take-profit and
 * stop-loss, close at market, close all. Closing asks first: it cannot be undone.
 */
export function PositionsPanel({
  contract,
  positions,
}: {
  contract: PerpConfig;
  positions: ReturnType<typeof usePerpPositions>;
}) {
  const { t } = useTranslation();
  const close = useClosePosition();
  const closeAll = useCloseAllPositions();
  const [asking, setAsking] = useState<Asking>(null);
  // By id, so the editor follows the live position and closes if it does.
  const [editingId, setEditingId] = useState<string | null>(null);
  const list = positions.data?.list ?? [];
  const editing = list.find((position) => position.positionId === editingId) ?? null;

  const confirm = async () => {
    const question = asking;
    setAsking(null);
    try {
      if (question?.kind === 'one') {
        await close.mutateAsync(question.position.positionId);
        notify.info(t('perp.position.closing'));
      } else if (question?.kind === 'all') {
        const result = await closeAll.mutateAsync(contract.symbol);
        notify.info(t('perp.position.closingAll', { count: result.closing }));
      }
    } catch {
      // Already toasted with the server's reason; the stream shows the position's state.
    }
  };

  return (
    <>
      <PanelList
        query={positions}
        count={list.length}
        emptyText={t('perp.position.none')}
        tools={
          <button
            type="button"
            className="orders-cancel-all"
            data-testid="close-all"
            disabled={closeAll.isPending}
            onClick={() => setAsking({ kind: 'all' })}
          >
            {t('perp.position.closeAll')}
          </button>
        }
      >
        {list.map((position) => (
          <PositionRow
            key={position.positionId}
            position={position}
            contract={contract}
            closing={close.isPending && close.variables === position.positionId}
            onEditPresets={() => setEditingId(position.positionId)}
            onClose={() => setAsking({ kind: 'one', position })}
          />
        ))}
      </PanelList>
      <ConfirmDialog
        visible={asking !== null}
        title={t(
          asking?.kind === 'all' ? 'perp.position.closeAllTitle' : 'perp.position.closeTitle',
        )}
        body={
          asking?.kind === 'one'
            ? t('perp.position.closeBody', {
                lots: formatLots(asking.position.lots),
                symbol: asking.position.symbol,
              })
            : t('perp.position.closeAllBody', { symbol: contract.symbol })
        }
        confirmText={t(asking?.kind === 'all' ? 'perp.position.closeAll' : 'perp.position.close')}
        keepText={t('perp.position.keep')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
        testId="close-dialog"
      />
      <PresetDialog position={editing} contract={contract} onClose={() => setEditingId(null)} />
    </>
  );
}
