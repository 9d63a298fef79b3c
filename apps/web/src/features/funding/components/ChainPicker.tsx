import type { ChainInfo } from '@exchange/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isOpen, type ChainUse } from '../coins';

interface ChainPickerProps {
  chains: readonly ChainInfo[];
  use: ChainUse;
  value: string | undefined;
  onChange: (chain: string) => void;
  /** The group gets this id, each network `${testIdPrefix}-${CHAIN}`. */
  testIdPrefix: string;
}

/**
 * The coin's networks as buttons. Closed ones stay visible but disabled and
 * say so, so the user learns the network exists and why it cannot be used.
 */
export function ChainPicker({ chains, use, value, onChange, testIdPrefix }: ChainPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        {t('funding.chain.label')}
      </span>
      <div
        className="chain-picker"
        role="radiogroup"
        aria-labelledby={labelId}
        data-testid={testIdPrefix}
      >
        {chains.map((chain) => {
          const open = isOpen(chain, use);
          const active = open && chain.chain === value;
          return (
            <button
              key={chain.chain}
              type="button"
              role="radio"
              aria-checked={active}
              disabled={!open}
              className={active ? 'chain-option active' : 'chain-option'}
              data-testid={`${testIdPrefix}-${chain.chain}`}
              onClick={() => onChange(chain.chain)}
            >
              <strong>{chain.chain}</strong>
              {!open && <span className="chain-closed">{t('funding.chain.closed')}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
