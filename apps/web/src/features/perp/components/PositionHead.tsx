import type { PerpPosition } from '@exchange/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowHead } from '../../spot/components/RowHead';
import { leverageText } from '../format';

/**
 * The first line of an open or closed position: direction, contract,
 * leverage and margin mode (isolated or cross), then `children`.
 */
export function PositionHead({
  position,
  children,
}: {
  position: Pick<PerpPosition, 'direction' | 'symbol' | 'leverage' | 'marginMode'>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RowHead
      up={position.direction === 'long'}
      label={t(`perp.direction.${position.direction}`)}
      symbol={position.symbol}
    >
      <span className="badge num">{leverageText(position.leverage)}</span>
      <span className={`perp-mode-tag ${position.marginMode}`} data-testid="position-margin-mode">
        {t(`perp.marginMode.${position.marginMode}`)}
      </span>
      {children}
    </RowHead>
  );
}
