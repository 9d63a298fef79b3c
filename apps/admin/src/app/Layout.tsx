import { NavLink, Outlet, useNavigate } from 'react-router';
import { useLogout } from '../api/auth';
import { CONSOLE_LANGS, type ConsoleLang } from '../state/lang';
import { useI18n, useOperator } from './context';
import { SECTIONS, visibleSections, type Section } from './sections';

/** A section with another under its path (Support and Support agents) is active only on its own page. */
const nestsAnother = (section: Section) =>
  SECTIONS.some((other) => other.path.startsWith(`${section.path}/`));

const LANG_NAMES: Record<ConsoleLang, string> = { en: 'English', zh: '中文' };

/** Side navigation, top bar and the current section. */
export function Layout() {
  return (
    <div className="shell">
      <SideNav />
      <div className="main">
        <TopBar />
        <main className="content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function SideNav() {
  const { t } = useI18n();
  const operator = useOperator();
  const groups = new Map<Section['group'], Section[]>();
  for (const section of visibleSections(operator.permissions)) {
    groups.set(section.group, [...(groups.get(section.group) ?? []), section]);
  }
  return (
    <nav className="sidenav" aria-label={t('nav.label')}>
      <div className="brand">{t('app.title')}</div>
      {[...groups].map(([group, sections]) => (
        <div key={group} className="nav-group">
          <div className="nav-group-title">{t(group)}</div>
          {sections.map((section) => (
            <NavLink
              key={section.id}
              to={section.path}
              end={section.path === '/' || nestsAnother(section)}
              data-testid={`nav-${section.id}`}
              className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
            >
              {t(section.label)}
            </NavLink>
          ))}
        </div>
      ))}
    </nav>
  );
}

function TopBar() {
  const { t, lang, setLang } = useI18n();
  const operator = useOperator();
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () => logout.mutate(undefined, { onSettled: () => navigate('/login') });
  return (
    <header className="topbar">
      <div className="who">
        <strong data-testid="operator-name">{operator.username}</strong>
        <span className="badge neutral" data-testid="operator-role">
          {operator.role.name}
        </span>
      </div>
      <div className="topbar-actions">
        <div className="langs" role="group" aria-label={t('topbar.language')}>
          {CONSOLE_LANGS.map((code) => (
            <button
              key={code}
              type="button"
              data-testid={`lang-${code}`}
              aria-pressed={lang === code}
              onClick={() => setLang(code)}
            >
              {LANG_NAMES[code]}
            </button>
          ))}
        </div>
        <button type="button" data-testid="logout" disabled={logout.isPending} onClick={signOut}>
          {t('topbar.logout')}
        </button>
      </div>
    </header>
  );
}
