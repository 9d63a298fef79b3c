import { PERMISSIONS, type Permission, type RoleView } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useRoleActions } from '../api/operators';
import { useI18n } from '../app/context';
import { FormButtons, Modal } from '../components/Modal';

/** Creates a role (`role` null) or edits one: a name and a set of permissions. */
export function RoleEditor(props: { role: RoleView | null; onClose: () => void }) {
  const { t, term } = useI18n();
  const { save } = useRoleActions();
  const [name, setName] = useState(props.role?.name ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<Permission>>(
    () => new Set(props.role?.permissions ?? []),
  );
  const toggle = (permission: Permission) => {
    const next = new Set(chosen);
    if (next.has(permission)) next.delete(permission);
    else next.add(permission);
    setChosen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: props.role?.id ?? null,
        name: name.trim(),
        // In the catalogue's order, so the audit log's detail reads the same every time.
        permissions: PERMISSIONS.filter((p) => chosen.has(p)),
      },
      { onSuccess: props.onClose },
    );
  };
  return (
    <Modal
      title={props.role ? t('roles.editTitle', { name: props.role.name }) : t('roles.new')}
      onClose={props.onClose}
      testId="role-form"
      wide
    >
      <form className="stack" onSubmit={submit}>
        <label className="field">
          <span>{t('roles.name')}</span>
          <input
            data-testid="role-name"
            required
            maxLength={40}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
        </label>
        <fieldset className="permissions">
          <legend>{t('roles.permissions')}</legend>
          {PERMISSIONS.map((permission) => (
            <label key={permission} className="check">
              <input
                type="checkbox"
                data-testid={`permission-${permission}`}
                checked={chosen.has(permission)}
                onChange={() => toggle(permission)}
              />
              <span>
                {term('permission', permission)} <code className="muted">{permission}</code>
              </span>
            </label>
          ))}
        </fieldset>
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="role-submit"
          disabled={save.isPending}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
