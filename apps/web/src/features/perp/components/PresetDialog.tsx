import type { PerpConfig, PerpPosition } from '@exchange/contracts';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { NumberBox } from '../../spot/components/NumberBox';
import { normaliseAmountInput } from '../../wallet/transferRules';
import { useProblemText } from '../../wallet/useProblemText';
import { useModifyPreset } from '../mutations';
import { checkPresets, presetChange, type PresetValues } from '../perpRules';

/**
 * Edits a position's take-profit and stop-loss. An emptied field removes its
 * price; an unchanged one is not sent. The side rules are checked against the
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
  const [values, setValues] = useState<PresetValues>({
    takeProfit: position.takeProfit ?? '',
    stopLoss: position.stopLoss ?? '',
  });
  const reference = position.markPrice ?? position.entryPrice;
  const problems = checkPresets(values, position.direction, reference, contract.tickSize);

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
      {/* Prefilled boxes hide their placeholder, so each gets a visible label. */}
      <span className="preset-label muted small">{t('perp.form.takeProfit')}</span>
      <NumberBox
        label={t('perp.form.takeProfit')}
        value={values.takeProfit}
        onChange={(text) => setValues({ ...values, takeProfit: normaliseAmountInput(text) })}
        unit={contract.quote}
        step={contract.tickSize}
        error={problemText(problems.takeProfit)}
        testId="preset-take-profit"
      />
      <span className="preset-label muted small">{t('perp.form.stopLoss')}</span>
      <NumberBox
        label={t('perp.form.stopLoss')}
        value={values.stopLoss}
        onChange={(text) => setValues({ ...values, stopLoss: normaliseAmountInput(text) })}
        unit={contract.quote}
        step={contract.tickSize}
        error={problemText(problems.stopLoss)}
        testId="preset-stop-loss"
      />
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
