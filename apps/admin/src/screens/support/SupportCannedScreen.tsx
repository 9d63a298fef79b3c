import { LOCALES, type Locale } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../api/describe';
import { useCannedActions, useSupportCanned, type SupportCanned } from '../../api/support';
import { useI18n } from '../../app/context';
import { ConfirmDialog } from '../../components/dialogs';
import { FormButtons, Modal } from '../../components/Modal';
import { Page } from '../../components/Page';
import { LOCALE_OF } from '../../state/lang';
import { languageName } from './supportParts';

/** The contract's bounds (`supportCannedBody`). */
const TITLE_MAX = 60;
const TEXT_MAX = 2000;

type Editing = { readonly canned: SupportCanned | null } | null;

/** Canned replies (support.manage), one language at a time: add, edit, delete. */
export function SupportCannedScreen() {
  const { t, lang } = useI18n();
  const [language, setLanguage] = useState<Locale>(LOCALE_OF[lang]);
  const canned = useSupportCanned(language);
  const { remove } = useCannedActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SupportCanned | null>(null);
  return (
    <Page
      title={t('supportCanned.title')}
      actions={
        <button
          type="button"
          className="primary"
          data-testid="canned-add"
          onClick={() => setEditing({ canned: null })}
        >
          {t('supportCanned.add')}
        </button>
      }
    >
      <p className="muted">{t('supportCanned.note')}</p>
      <LanguageField
        className="field support-canned-language"
        testId="canned-language"
        value={language}
        onChange={setLanguage}
      />
      {canned.error ? (
        <p className="table-error" role="alert">
          {describeError(canned.error, t)}
        </p>
      ) : !canned.data ? (
        <p className="muted">{t('common.loading')}</p>
      ) : canned.data.length === 0 ? (
        <p className="muted" data-testid="canned-empty">
          {t('supportCanned.empty')}
        </p>
      ) : (
        <ul className="support-canned" data-testid="canned-list">
          {canned.data.map((item) => (
            <li key={item.id} className="panel" data-testid="canned-row">
              <header className="panel-head">
                <h2 data-testid="canned-title">{item.title}</h2>
                <div className="page-actions">
                  <button
                    type="button"
                    className="small"
                    data-testid="canned-edit"
                    onClick={() => setEditing({ canned: item })}
                  >
                    {t('common.edit')}
                  </button>
                  <button
                    type="button"
                    className="small danger"
                    data-testid="canned-delete"
                    onClick={() => setDeleting(item)}
                  >
                    {t('common.delete')}
                  </button>
                </div>
              </header>
              <p className="prewrap" data-testid="canned-text">
                {item.text}
              </p>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <CannedForm canned={editing.canned} language={language} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('supportCanned.deleteTitle')}
          message={t('supportCanned.deleteMessage', { title: deleting.title })}
          confirmLabel={t('common.delete')}
          danger
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { id: deleting.id, title: deleting.title },
              { onSettled: () => setDeleting(null) },
            )
          }
          onCancel={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}

function CannedForm(props: { canned: SupportCanned | null; language: Locale; onClose(): void }) {
  const { t } = useI18n();
  const { save } = useCannedActions();
  const [language, setLanguage] = useState<Locale>(props.canned?.language ?? props.language);
  const [title, setTitle] = useState(props.canned?.title ?? '');
  const [text, setText] = useState(props.canned?.text ?? '');
  const valid = title.trim() !== '' && text.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    save.mutate(
      {
        ...(props.canned ? { id: props.canned.id } : {}),
        language,
        title: title.trim(),
        text: text.trim(),
      },
      { onSuccess: props.onClose },
    );
  };
  return (
    <Modal
      title={t(props.canned ? 'supportCanned.editTitle' : 'supportCanned.newTitle')}
      onClose={props.onClose}
      testId="canned-form"
      wide
    >
      <form className="stack" onSubmit={submit}>
        <LanguageField
          className="field"
          testId="canned-form-language"
          value={language}
          onChange={setLanguage}
        />
        <label className="field">
          <span>{t('supportCanned.titleLabel')}</span>
          <input
            data-testid="canned-form-title"
            required
            maxLength={TITLE_MAX}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <small className="muted">{t('supportCanned.titleHint')}</small>
        </label>
        <label className="field">
          <span>{t('supportCanned.text')}</span>
          <textarea
            data-testid="canned-form-text"
            required
            maxLength={TEXT_MAX}
            rows={6}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="canned-form-save"
          disabled={!valid || save.isPending}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}

/** One of the ten languages, to pick the canned replies of (or to write one in). */
function LanguageField(props: {
  className: string;
  testId: string;
  value: Locale;
  onChange: (language: Locale) => void;
}) {
  const { t } = useI18n();
  return (
    <label className={props.className}>
      <span>{t('supportCanned.language')}</span>
      <select
        data-testid={props.testId}
        value={props.value}
        onChange={(event) =>
          props.onChange(LOCALES.find((l) => l === event.target.value) ?? props.value)
        }
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {languageName(locale)}
          </option>
        ))}
      </select>
    </label>
  );
}
