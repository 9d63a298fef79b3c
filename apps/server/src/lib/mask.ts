/**
 * A name shown to another user (an invitee to their referrer, a claimer on a
 * red packet): the first and last two characters, the rest hidden.
 */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
