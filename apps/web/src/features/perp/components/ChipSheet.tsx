import { Popup } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';

interface ChipSheetProps {
  /** The chip's content: the current choice. */
  chip: ReactNode;
  /** Names the sheet, as its heading and the chip's accessible name. */
  title: string;
  /** `<name>-open` on the chip. */
  testId: string;
  className?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A chip on the contract form that opens a bottom sheet of choices: the
 * leverage and the margin mode. The sheet's content is the caller's.
 */
export function ChipSheet(props: ChipSheetProps) {
  const { open, onOpenChange } = props;
  return (
    <>
      <button
        type="button"
        className={props.className ? `leverage-chip ${props.className}` : 'leverage-chip'}
        data-testid={`${props.testId}-open`}
        aria-label={props.title}
        onClick={() => onOpenChange(true)}
      >
        {props.chip}
        <DownFill className="pair-arrow" />
      </button>
      <Popup
        visible={open}
        position="bottom"
        onMaskClick={() => onOpenChange(false)}
        onClose={() => onOpenChange(false)}
        bodyClassName="leverage-sheet"
      >
        <h2 className="sheet-title">{props.title}</h2>
        {props.children}
      </Popup>
    </>
  );
}
