import type { Schema } from './client';

/** A list whose every item must match `item`; one bad item rejects the reply. */
export function listOf<T>(item: Schema<T>): Schema<T[]> {
  return {
    safeParse(data: unknown) {
      if (!Array.isArray(data)) return { success: false };
      const items: T[] = [];
      for (const entry of data) {
        const result = item.safeParse(entry);
        if (!result.success) return { success: false };
        items.push(result.data);
      }
      return { success: true, data: items };
    },
  };
}
