/**
 * Copies text. The async Clipboard API exists only in secure contexts, so a
 * hidden textarea and execCommand stand in on plain http (LAN test servers).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied: try the fallback below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // Deprecated but still the only synchronous copy outside secure contexts.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
