import { useFavourites, useToggleFavourite } from '../favourites';
import { StarButton } from './StarButton';

/**
 * The favourite star of a trade or chart screen's header, for a spot pair
 * or a contract: it toggles at once, and sends a guest to log in and back.
 */
export function FavouriteStar({ symbol }: { symbol: string }) {
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const active = favourites.symbols.has(symbol);
  return <StarButton active={active} onToggle={() => toggle(symbol, !active)} />;
}
