/** A LIKE pattern that matches `text` literally: its `%`, `_` and `\` escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
