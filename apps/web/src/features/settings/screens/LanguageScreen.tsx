import { LANG_KEYS, LOCALE_NATIVE_NAMES } from '@exchange/contracts';
import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { localeOf } from '../../../i18n/language';
import { useSettings } from '../../../state/settings';

/**
 * Picking a language stores its key under `lang`; the start-up subscriber in
 * main.tsx loads the dictionary and labels the document, and content queries
 * refetch because their keys carry the locale.
 */
export default function LanguageScreen() {
  const { t } = useTranslation();
  const lang = useSettings((state) => state.lang);
  const setLang = useSettings((state) => state.setLang);
  return (
    <div className="screen">
      <PageHeader title={t('language.title')} />
      <List className="select-list">
        {LANG_KEYS.map((key) => (
          <List.Item
            key={key}
            data-testid={`lang-${key}`}
            aria-selected={key === lang}
            extra={key === lang ? <CheckOutline className="selected-mark" /> : null}
            onClick={() => setLang(key)}
            arrow={false}
          >
            {LOCALE_NATIVE_NAMES[localeOf(key)]}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
