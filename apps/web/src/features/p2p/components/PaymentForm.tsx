import {
  ERROR_CODES,
  type PaymentMethod,
  type PaymentType,
  type PaymentTypeInfo,
} from '@exchange/contracts';
import { Button, Switch } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api';
import { notify } from '../../../app/notify';
import type { TextKey } from '../../../i18n/types';
import { TextField } from '../../account/components/Field';
import { useFormState } from '../../account/useFormState';
import { usePhotos } from '../../identity/usePhotos';
import { useSavePaymentMethod } from '../mutations';
import { PAYMENT_PATHS } from '../paths';
import {
  checkAccount,
  checkBankName,
  checkType,
  draftOf,
  MAX_LENGTH,
  paymentBody,
  QR_MAX_MB,
} from '../paymentRules';
import { QrField } from './QrField';
import { ReadOnlyField } from './ReadOnlyField';
import { TypePicker } from './TypePicker';

const QR = ['qr'] as const;
const PAYMENT_METHOD_LIMIT = ERROR_CODES.P2P_PAYMENT_METHOD_LIMIT;

/** What goes in the account field, where its label alone does not say. */
const ACCOUNT_HINT: Partial<Record<PaymentType, TextKey>> = {
  western_union: 'p2p.payment.form.accountHint.western_union',
  crypto: 'p2p.payment.form.accountHint.crypto',
};

function accountHint(info: PaymentTypeInfo): TextKey | undefined {
  return info.acceptsQr ? 'p2p.payment.form.accountHint.qr' : ACCOUNT_HINT[info.type];
}

interface PaymentFormProps {
  /** The types offered now. */
  types: readonly PaymentTypeInfo[];
  /** The verified real name every method carries. */
  realName: string;
  /** The method being changed; absent when adding one. */
  method?: PaymentMethod | undefined;
}

/**
 * Adds or changes a payment method: the type, then the details it needs
 * (a bank for bank cards and SWIFT, an account or, for WeChat and Alipay, a
 * QR code instead), under the verified name. Saving returns to the list.
 */
export function PaymentForm({ types, realName, method }: PaymentFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePaymentMethod();
  const photos = usePhotos(QR, { purpose: 'document', maxMb: QR_MAX_MB });
  const [keptQr, setKeptQr] = useState(method?.qrFileId ?? null);
  const [enabled, setEnabled] = useState(method?.enabled ?? true);
  const [limitReached, setLimitReached] = useState(false);
  const infoOf = (type: string) => types.find((entry) => entry.type === type);
  const qr = photos.stateOf('qr');
  const qrFileId = qr.status === 'done' ? qr.fileId : keptQr;
  const form = useFormState(draftOf(method, types), (values) => {
    const info = infoOf(values.type);
    return {
      type: checkType(info),
      bankName: checkBankName(info, values.bankName),
      account: checkAccount(info, values.account, qrFileId !== null),
    };
  });
  const info = infoOf(form.values.type);
  const retired = method && !infoOf(method.type) ? method.type : null;

  const removeQr = () => {
    photos.clear('qr');
    setKeptQr(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || photos.uploading) return;
    if (!form.validateAll() || !info) return;
    const body = paymentBody({
      info,
      draft: form.values,
      realName,
      qrFileId,
      enabled,
      id: method?.id,
    });
    try {
      await save.mutateAsync(body);
      notify.info(t('p2p.payment.saved'));
      navigate(PAYMENT_PATHS.list, { replace: true });
    } catch (error) {
      // Toasted by the API client; the cap also says here what to do about it.
      setLimitReached(isApiError(error) && error.code === PAYMENT_METHOD_LIMIT);
    }
  };

  const hint = info && accountHint(info);
  return (
    <form className="account-form payment-form" noValidate onSubmit={(event) => void submit(event)}>
      {retired && (
        <p className="notice notice-warn" data-testid="payment-type-retired">
          {t('p2p.payment.typeRetired', { type: t(`p2p.payment.type.${retired}`) })}
        </p>
      )}
      <TypePicker
        types={types}
        value={form.values.type}
        onChange={(type) => form.set('type', type)}
        error={form.errorOf('type')}
      />
      <ReadOnlyField
        label={t('p2p.payment.form.realName')}
        value={realName}
        hint={t('p2p.payment.form.realNameHint')}
        testId="payment-real-name"
      />
      {info?.needsBank && (
        <TextField
          {...form.bind('bankName')}
          label={t('p2p.payment.form.bankName')}
          maxLength={MAX_LENGTH.bankName}
          testId="payment-bank-name"
        />
      )}
      {info && (
        <TextField
          {...form.bind('account')}
          label={t(`p2p.payment.form.account.${info.type}`)}
          hint={hint && t(hint)}
          maxLength={MAX_LENGTH.account}
          inputMode={info.type === 'bank_card' ? 'numeric' : undefined}
          testId="payment-account-input"
        />
      )}
      {info?.needsBank && (
        <TextField
          {...form.bind('branch')}
          label={
            info.type === 'swift' ? t('p2p.payment.form.swiftCode') : t('p2p.payment.form.branch')
          }
          maxLength={MAX_LENGTH.branch}
          testId="payment-branch"
        />
      )}
      {info?.acceptsQr && <QrField photos={photos} kept={keptQr !== null} onRemove={removeQr} />}
      <div className="payment-enabled">
        <div className="field">
          <span>{t('p2p.payment.form.enabled')}</span>
          <span className="field-hint">{t('p2p.payment.form.enabledHint')}</span>
        </div>
        <Switch
          checked={enabled}
          onChange={setEnabled}
          aria-label={t('p2p.payment.form.enabled')}
          data-testid="payment-enabled"
        />
      </div>
      {limitReached && (
        <p className="notice notice-warn" role="alert" data-testid="payment-limit">
          {t('p2p.payment.limit')}
        </p>
      )}
      <div className="payment-submit">
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          block
          size="large"
          disabled={photos.uploading}
          loading={save.isPending}
          data-testid="payment-save"
        >
          {t('p2p.payment.form.save')}
        </Button>
        {photos.uploading && (
          <p className="muted small" role="status">
            {t('p2p.payment.form.waitUpload')}
          </p>
        )}
      </div>
    </form>
  );
}
