import { useState } from 'react';
import { coinLogoUrl } from '../coinLogos';

/** The rendered size in CSS pixels before `.coin-badge` scales it; the SVGs are drawn on 32 by 32. */
const LOGO_PX = 32;

/**
 * A coin's round logo, or a badge with its first letter when the coin has no
 * logo or the file fails to load (offline before the service worker cached
 * it). Every place that shows the badge prints the symbol beside it, so the
 * picture is decorative: an empty alt keeps screen readers from reading the
 * symbol twice, as `aria-hidden` does for the letter. Both forms take the
 * same `.coin-badge` box, so nothing moves when the logo arrives.
 */
export function CoinBadge({ symbol }: { symbol: string }) {
  const url = coinLogoUrl(symbol);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url !== null && url !== failedUrl) {
    return (
      <img
        className="coin-badge"
        src={url}
        alt=""
        width={LOGO_PX}
        height={LOGO_PX}
        loading="lazy"
        decoding="async"
        draggable={false}
        data-testid={`coin-logo-${symbol}`}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <span className="coin-badge" aria-hidden="true" data-testid={`coin-letter-${symbol}`}>
      {symbol.slice(0, 1)}
    </span>
  );
}
