import { Button } from 'antd-mobile';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendToNew, sendToOwn, targetOf } from '../codes';
import { useBindEmail, useBindPhone } from '../mutations';
import { useFormState } from '../useFormState';
import { checkCode, checkEmail, checkPhone } from '../validation';
import { CodeField } from './CodeField';
import { EmailField, PhoneField, useCountryChoice } from './ContactFields';
import { submitThen } from '../submit';

export type ContactKind = 'email' | 'phone';

/**
 * Binds a new email or phone with a code sent to it. When one is already
 * bound (`current`), a code to the old one proves the change is wanted.
 */
export function BindForm({
  kind,
  current,
  onDone,
}: {
  kind: ContactKind;
  current: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const choice = useCountryChoice(kind === 'phone');
  const bindEmail = useBindEmail();
  const bindPhone = useBindPhone();
  const bind = kind === 'email' ? bindEmail : bindPhone;
  const channel = kind === 'email' ? 'email' : 'sms';
  const changing = current !== null;
  const form = useFormState({ oldCode: '', email: '', phone: '', code: '' }, (values) => ({
    oldCode: changing ? checkCode(values.oldCode) : undefined,
    email: kind === 'email' ? checkEmail(values.email) : undefined,
    phone: kind === 'phone' ? checkPhone(values.phone) : undefined,
    code: checkCode(values.code),
  }));
  const target = () => targetOf(channel, form.values.email, form.values.phone, choice.country);

  const canSendNew = () => {
    form.bind(kind).onBlur();
    return form.errors[kind] === undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending || !form.validateAll()) return;
    const oldCode = changing ? form.values.oldCode : undefined;
    void submitThen(bind.mutateAsync, { ...target(), code: form.values.code, oldCode }, onDone);
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      {changing && (
        <fieldset className="form-section">
          <legend>{t(`account.bind.current.${kind}`, { target: current })}</legend>
          <CodeField
            {...form.bind('oldCode')}
            label={t('account.bind.oldCode')}
            onSend={() => sendToOwn(channel)}
            testId="bind-old-code"
          />
        </fieldset>
      )}
      <fieldset className="form-section">
        {changing && <legend>{t(`account.bind.new.${kind}`)}</legend>}
        {kind === 'email' ? (
          <EmailField field={form.bind('email')} testId="bind-email" />
        ) : (
          <PhoneField field={form.bind('phone')} choice={choice} testId="bind-phone" />
        )}
        <CodeField
          {...form.bind('code')}
          canSend={canSendNew}
          onSend={() => sendToNew(channel, target())}
          testId="bind-code"
        />
      </fieldset>
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        loading={bind.isPending}
        data-testid="bind-submit"
      >
        {t('account.common.confirm')}
      </Button>
    </form>
  );
}
