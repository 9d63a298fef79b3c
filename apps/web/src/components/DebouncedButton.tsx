import { Button, type ButtonProps } from 'antd-mobile';
import { useState } from 'react';
import { createPressGate, DEBOUNCE_MS } from '../lib/debounce';

type DebouncedButtonProps = ButtonProps & { waitMs?: number };

/** A button whose repeated presses within the debounce window are ignored. */
export function DebouncedButton({ onClick, waitMs = DEBOUNCE_MS, ...rest }: DebouncedButtonProps) {
  const [gate] = useState(() => createPressGate(waitMs));
  return (
    <Button
      {...rest}
      onClick={(event) => {
        if (gate.pass()) return onClick?.(event);
      }}
    />
  );
}
