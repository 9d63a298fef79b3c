import type { RoleView } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useOperatorActions } from '../api/operators';
import { useI18n } from '../app/context';
import { Copyable } from '../components/Copyable';
import { FormButtons, Modal } from '../components/Modal';

interface Created {
  readonly username: string;
  readonly totpSecret: string;
  readonly otpauthUrl: string;
}

/**
 * A new operator: name, password and role; then the authenticator secret,
 * which the server gives this once and never again. It lives only in this
 * component's state and is gone when the dialog closes.
 */
export function OperatorCreate(props: { roles: readonly RoleView[]; onClose: () => void }) {
  const { t } = useI18n();
  const { create } = useOperatorActions();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [roleId, setRoleId] = useState(props.roles[0]?.id ?? 0);
  const [created, setCreated] = useState<Created | null>(null);

  if (created) return <SecretOnce created={created} onClose={props.onClose} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { username: username.trim(), password, roleId },
      {
        onSuccess: (result) =>
          setCreated({
            username: result.operator.username,
            totpSecret: result.totpSecret,
            otpauthUrl: result.otpauthUrl,
          }),
      },
    );
  };

  return (
    <Modal title={t('operators.new')} onClose={props.onClose} testId="operator-form">
      <form className="stack" onSubmit={submit}>
        <label className="field">
          <span>{t('operators.username')}</span>
          <input
            data-testid="operator-username"
            required
            pattern="[A-Za-z0-9_.\-]{3,40}"
            autoComplete="off"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoFocus
          />
        </label>
        <label className="field">
          <span>{t('operators.password')}</span>
          <input
            data-testid="operator-password"
            type="password"
            required
            minLength={12}
            maxLength={200}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <small className="muted">{t('operators.passwordHint')}</small>
        </label>
        <label className="field">
          <span>{t('operators.role')}</span>
          <select
            data-testid="operator-role"
            value={roleId}
            onChange={(e) => setRoleId(Number(e.target.value))}
          >
            {props.roles.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </select>
        </label>
        <FormButtons
          submitLabel={t('common.create')}
          submitTestId="operator-submit"
          disabled={create.isPending || props.roles.length === 0}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}

function SecretOnce(props: { created: Created; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal
      title={t('operators.secretTitle', { username: props.created.username })}
      onClose={props.onClose}
      testId="operator-secret-dialog"
      footer={
        <button
          type="button"
          className="primary"
          data-testid="operator-secret-done"
          onClick={props.onClose}
        >
          {t('operators.secretDone')}
        </button>
      }
    >
      <p className="warning" role="alert">
        {t('operators.secretWarning')}
      </p>
      <Copyable
        label={t('operators.secret')}
        value={props.created.totpSecret}
        testId="operator-secret"
      />
      <Copyable
        label={t('operators.otpauth')}
        value={props.created.otpauthUrl}
        testId="operator-otpauth"
      />
    </Modal>
  );
}
