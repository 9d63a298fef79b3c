import { useEffect, useState } from 'react';
import { TEXT, type ConsoleLang } from './i18n';

interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
  uptimeS: number;
  version: string;
}
interface ClientConfig {
  demoData: boolean;
  version: string;
}

/** Reads a public, unsigned endpoint and returns its envelope data, or undefined when unreachable. */
async function readEnvelope<T>(url: string): Promise<T | undefined> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    const body = (await response.json()) as { code: number; data: T };
    return body.data;
  } catch {
    return undefined;
  }
}

const REFRESH_MS = 10_000;

export function App() {
  const [lang, setLang] = useState<ConsoleLang>(() =>
    localStorage.getItem('console-lang') === 'zh' ? 'zh' : 'en',
  );
  const [health, setHealth] = useState<Health | null | undefined>(undefined);
  const [config, setConfig] = useState<ClientConfig | undefined>(undefined);
  const t = TEXT[lang];

  useEffect(() => {
    let live = true;
    const load = async () => {
      const [h, c] = await Promise.all([
        readEnvelope<Health>('/healthz'),
        readEnvelope<ClientConfig>('/uc/public/config'),
      ]);
      if (!live) return;
      setHealth(h ?? null);
      setConfig(c);
    };
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  const switchLang = (next: ConsoleLang) => {
    localStorage.setItem('console-lang', next);
    document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
    setLang(next);
  };

  const sections = [t.users, t.money, t.config, t.content, t.operators, t.audit];
  return (
    <div className="console">
      <header className="bar">
        <strong>{t.title}</strong>
        <div className="langs">
          <button aria-pressed={lang === 'en'} onClick={() => switchLang('en')}>
            English
          </button>
          <button aria-pressed={lang === 'zh'} onClick={() => switchLang('zh')}>
            中文
          </button>
        </div>
      </header>
      <main>
        <section className="card" data-testid="console-status">
          <h2>{t.status}</h2>
          {health === undefined ? (
            <p>{t.checking}</p>
          ) : (
            <table>
              <tbody>
                <tr>
                  <th>{t.api}</th>
                  <td className={health ? 'ok' : 'bad'}>{health ? t.ok : t.down}</td>
                </tr>
                <tr>
                  <th>{t.database}</th>
                  <td className={health?.database === 'ok' ? 'ok' : 'bad'}>
                    {health?.database === 'ok' ? t.ok : t.down}
                  </td>
                </tr>
                <tr>
                  <th>{t.storage}</th>
                  <td>{config ? (config.demoData ? t.embedded : t.server) : '—'}</td>
                </tr>
                <tr>
                  <th>{t.version}</th>
                  <td>{health?.version ?? '—'}</td>
                </tr>
                <tr>
                  <th>{t.uptime}</th>
                  <td>{health ? `${health.uptimeS} ${t.seconds}` : '—'}</td>
                </tr>
              </tbody>
            </table>
          )}
        </section>
        <section className="card">
          <h2>{t.sections}</h2>
          <p className="note">{t.sectionsNote}</p>
          <ul className="sections">
            {sections.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
