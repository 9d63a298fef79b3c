import { useState } from 'react';

/**
 * A form's draft, started from `initial` (called once), and a setter per
 * field: `set('name')` is the field's change handler.
 */
export function useDraft<T extends object>(initial: () => T) {
  const [draft, setDraft] = useState<T>(initial);
  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  return { draft, set };
}
