import type { PerpConfig, PerpPosition } from '@exchange/contracts';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { normaliseAmountInput } from '../../wallet/transferRules';
import { useProblemText } from '../../wallet/useProblemText';
import { useModifyPreset } from '../mutations';
import { shapeOf } from '../perpRisk';
import { checkPresets, presetChange, type PresetValues } from '../perpRules';
import { readPreset, type PresetKind, type PresetMode } from '../presetRoe';
import { PresetInput } from './PresetInput';

const KINDS = ['takeProfit', 'stopLoss'] as const;
const TEST_IDS: Record<PresetKind, string> = {
  takeProfit: 'preset-take-profit',
  stopLoss: 'preset-stop-loss',
};

/**
 * Edits a position's take-profit and stop-loss, each typed as a price or as
 * an ROE % of the position's margin (worked out to a price on the tick from
 * its entry, size and margin). An emptied field removes its price; an
 * unchanged one is not sent. The side rules are checked against the
 * mark price; the server also refuses a change of more than its allowed
 * deviation (spec: 10%), which it explains itself.
 */
function PresetEditor({
  position,
  contract,
  onDone,
}: {
  position: PerpPosition;
  contract: PerpConfig;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const modify = useModifyPreset(contract.symbol);
  const [texts, setTexts] = useState<PresetValues>({
    takeProfit: position.takeProfit ?? '',
    stopLoss: position.stopLoss ?? '',
  });
  const [modes, setModes] = useState<Record<PresetKind, PresetMode>>({
    takeProfit: 'price',
    stopLoss: 'price',
  });
  const shape = shapeOf(position);
  const readings = {
    takeProfit: readPreset('takeProfit', modes.takeProfit, texts.takeProfit, contract, shape),
    stopLoss: readPreset('stopLoss', modes.stopLoss, texts.stopLoss, contract, shape),
  };
  const values: PresetValues = {
    takeProfit: readings.takeProfit.price,
    stopLoss: readings.stopLoss.price,
  };
  const reference = position.markPrice ?? position.entryPrice;
  const checked = checkPresets(values, position.direction, reference, contract.tickSize);
  const problems = {
    takeProfit: readings.takeProfit.problem ?? checked.takeProfit,
    stopLoss: readings.stopLoss.problem ?? checked.stopLoss,
  };
  const switchMode = (which: PresetKind, mode: PresetMode) => {
    setModes({ ...modes, [which]: mode });
    // Back to price keeps the price the ROE worked out to; an ROE starts empty.
    setTexts({ ...texts, [which]: mode === 'price' ? readings[which].price : '' });
  };

  const save = async () => {
    if (problems.takeProfit || problems.stopLoss) return;
    const change = presetChange(position, values);
    if (change === null) {
      notify.info(t('perp.preset.unchanged'));
      onDone();
      return;
    }
    try {
      await modify.mutateAsync({ positionId: position.positionId, ...change });
      notify.info(t('perp.preset.saved'));
      onDone();
    } catch {
      // Already toasted with the server's reason; the dialog stays open to fix it.
    }
  };

  return (
    <div className="preset-editor" data-testid="preset-dialog">
      <p className="muted small">{t('perp.preset.hint')}</p>
      {KINDS.map((which) => (
        <PresetInput
          key={which}
          which={which}
          mode={modes[which]}
          onMode={(mode) => switchMode(which, mode)}
          text={texts[which]}
          onText={(text) => setTexts({ ...texts, [which]: normaliseAmountInput(text) })}
          reading={readings[which]}
          contract={contract}
          error={problemText(problems[which])}
          testId={TEST_IDS[which]}
        />
      ))}
      <div className="confirm-actions">
        <Button shape="rounded" block onClick={onDone}>
          {t('common.back')}
        </Button>
        <Button
          shape="rounded"
          block
          color="primary"
          loading={modify.isPending}
          data-testid="preset-save"
          onClick={() => void save()}
        >
          {t('perp.preset.save')}
        </Button>
      </div>
    </div>
  );
}

/** The editor in a dialog, open while `position` is set. */
export function PresetDialog({
  position,
  contract,
  onClose,
}: {
  position: PerpPosition | null;
  contract: PerpConfig;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={position !== null}
      title={t('perp.preset.title')}
      closeOnMaskClick
      onClose={onClose}
      content={
        position && (
          <PresetEditor
            key={position.positionId}
            position={position}
            contract={contract}
            onDone={onClose}
          />
        )
      }
    />
  );
}
