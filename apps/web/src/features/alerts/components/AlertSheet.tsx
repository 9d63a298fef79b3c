import {
  ALERT_KINDS,
  ALERT_NOTE_MAX,
  alertIsPercent,
  type AlertKind,
  type MarketSummary,
} from '@exchange/contracts';
import { Button, Popup } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { TextField } from '../../account/components/Field';
import { submitThen } from '../../account/submit';
import { formatPrice } from '../../market/format';
import { useLiveTicker } from '../../market/live';
import { useMarketList } from '../../market/queries';
import { useCreateAlert } from '../mutations';
import { alertProblem, distancePercent, thresholdOf } from '../rules';
import '../../account/account.css';
import '../alerts.css';

interface AlertSheetProps {
  /** The market it opens on; null when closed. */
  symbol: string | null;
  onClose: () => void;
  /** After an alert was set. */
  onCreated?: () => void;
}

/**
 * The new-alert sheet: the market (changeable), its last price live, the
 * condition (rises to, falls to, rises or falls by a percentage), the
 * value with how far it is from the last price or where a move fires,
 * and an optional note. The checks are the server's, shown before sending.
 */
export function AlertSheet({ symbol, onClose, onCreated }: AlertSheetProps) {
  return (
    <Popup
      visible={symbol !== null}
      position="bottom"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="alert-sheet"
      destroyOnClose
    >
      {symbol !== null && <AlertForm initial={symbol} onClose={onClose} onCreated={onCreated} />}
    </Popup>
  );
}

function MarketChoice(props: {
  markets: readonly MarketSummary[];
  value: string;
  onChange: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        {t('alerts.form.market')}
      </span>
      <div className="alert-chips" role="radiogroup" aria-labelledby={labelId}>
        {props.markets.map((m) => (
          <button
            key={m.symbol}
            type="button"
            role="radio"
            aria-checked={m.symbol === props.value}
            className={m.symbol === props.value ? 'alert-chip active' : 'alert-chip'}
            data-testid={`alert-market-${m.base}`}
            onClick={() => props.onChange(m.symbol)}
          >
            {m.symbol}
          </button>
        ))}
      </div>
    </div>
  );
}

function KindChoice(props: { value: AlertKind; onChange: (kind: AlertKind) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        {t('alerts.form.condition')}
      </span>
      <div className="alert-kinds" role="radiogroup" aria-labelledby={labelId}>
        {ALERT_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={kind === props.value}
            className={kind === props.value ? 'alert-chip active' : 'alert-chip'}
            data-testid={`alert-kind-${kind}`}
            onClick={() => props.onChange(kind)}
          >
            {t(`alerts.kind.${kind}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

function AlertForm({
  initial,
  onClose,
  onCreated,
}: {
  initial: string;
  onClose: () => void;
  onCreated?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const markets = (useMarketList().data ?? []).filter((m) => m.enabled);
  const [symbol, setSymbol] = useState(initial);
  const [kind, setKind] = useState<AlertKind>('price_above');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateAlert();
  useLiveTicker(symbol);
  const market = markets.find((m) => m.symbol === symbol);
  const last = market?.ticker.last ?? null;
  const places = market?.pricePrecision ?? 2;
  const quote = market?.quote ?? '';
  const problem = alertProblem(kind, value, last, note);
  const threshold = thresholdOf(kind, value, last, places);
  const percent = alertIsPercent(kind);

  const pickKind = (next: AlertKind) => {
    // A price typed for "rises to" still means something for "falls to"; a percentage does not.
    if (alertIsPercent(next) !== percent) setValue('');
    setKind(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem !== null || last === null || create.isPending) return;
    const body = {
      symbol,
      kind,
      value: value.trim(),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    void submitThen(create.mutateAsync, body, () => {
      notify.info(t('alerts.form.created'));
      onCreated?.();
      onClose();
    });
  };

  return (
    <form className="alert-form" onSubmit={submit} noValidate data-testid="alert-form">
      <h2 className="alert-sheet-title">{t('alerts.form.title')}</h2>
      <MarketChoice markets={markets} value={symbol} onChange={setSymbol} />
      <p className="alert-last" data-testid="alert-last">
        <span className="muted">{t('alerts.form.last')}</span>
        <strong>{last === null ? '--' : `${formatPrice(last, places)} ${quote}`}</strong>
      </p>
      {market && last === null && <p className="notice">{t('alerts.form.noPrice')}</p>}
      <KindChoice value={kind} onChange={pickKind} />
      <TextField
        label={percent ? t('alerts.form.percent') : t('alerts.form.price')}
        value={value}
        onChange={setValue}
        inputMode="decimal"
        maxLength={24}
        testId="alert-value"
        suffix={<span className="field-suffix">{percent ? '%' : quote}</span>}
        error={
          submitted && problem !== null && problem !== 'note'
            ? t(`alerts.problem.${problem}`)
            : undefined
        }
        hint={
          threshold !== null && last !== null ? (
            <span data-testid="alert-distance">
              {percent
                ? t('alerts.form.firesAt', { price: formatPrice(threshold, places), quote })
                : t('alerts.form.distance', { percent: distancePercent(threshold, last) })}
            </span>
          ) : undefined
        }
      />
      <TextField
        label={t('alerts.form.note')}
        value={note}
        onChange={setNote}
        maxLength={ALERT_NOTE_MAX}
        testId="alert-note"
        error={submitted && problem === 'note' ? t('alerts.problem.note') : undefined}
      />
      <p className="muted small">{t('alerts.form.channels')}</p>
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        loading={create.isPending}
        disabled={last === null}
        data-testid="alert-submit"
      >
        {t('alerts.form.submit')}
      </Button>
    </form>
  );
}
