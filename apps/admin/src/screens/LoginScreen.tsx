import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLogin } from '../api/auth';
import { describeError } from '../api/describe';
import { useI18n, useToken } from '../app/context';
import { CodeInput } from '../components/CodeInput';
import { CONSOLE_LANGS } from '../state/lang';

/** Where the guard sent us from, if it did. */
function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login')) return from;
  }
  return '/';
}

/** Operator name, password and the authenticator's 6-digit code. */
export function LoginScreen() {
  const { t, lang, setLang } = useI18n();
  const token = useToken();
  const location = useLocation();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const target = returnPath(location.state);

  // Signed in (now, or already): on to where the operator was going.
  if (token !== null) return <Navigate to={target} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ username: username.trim(), password, totp });
  };

  return (
    <div className="login-page">
      <form className="login-card" onSubmit={submit}>
        <div className="login-head">
          <h1>{t('login.title')}</h1>
          <div className="langs">
            {CONSOLE_LANGS.map((code) => (
              <button
                key={code}
                type="button"
                aria-pressed={lang === code}
                onClick={() => setLang(code)}
              >
                {code === 'en' ? 'EN' : '中文'}
              </button>
            ))}
          </div>
        </div>
        <label className="field">
          <span>{t('login.username')}</span>
          <input
            data-testid="login-username"
            autoComplete="username"
            required
            maxLength={40}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoFocus
          />
        </label>
        <label className="field">
          <span>{t('login.password')}</span>
          <input
            data-testid="login-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('login.totp')}</span>
          <CodeInput testId="login-totp" value={totp} onChange={setTotp} />
          <small className="muted">{t('login.totpHint')}</small>
        </label>
        {login.error && (
          <p className="form-error" role="alert" data-testid="login-error">
            {describeError(login.error, t)}
          </p>
        )}
        <button
          type="submit"
          className="primary block"
          data-testid="login-submit"
          disabled={login.isPending}
        >
          {login.isPending ? t('login.signingIn') : t('login.submit')}
        </button>
      </form>
    </div>
  );
}
