import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';

/** The left-hand drawer that switches the screen's market or contract: a title, then `children`. */
export function SwitcherDrawer({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={open}
      position="left"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="pair-drawer"
      destroyOnClose
    >
      <h2 className="pair-drawer-title">{title}</h2>
      {children}
    </Popup>
  );
}

/** One market or contract in the drawer's list; the current one is marked active. */
export function SwitcherItem({
  active,
  kindClass,
  testId,
  onPick,
  children,
}: {
  active: boolean;
  /** An extra class for the kind of item (contracts add `perp-item`). */
  kindClass?: string;
  testId: string;
  onPick: () => void;
  children: ReactNode;
}) {
  const className = ['pair-item', kindClass, active ? 'active' : undefined]
    .filter((part) => part !== undefined)
    .join(' ');
  return (
    <li>
      <button type="button" className={className} data-testid={testId} onClick={onPick}>
        {children}
      </button>
    </li>
  );
}
