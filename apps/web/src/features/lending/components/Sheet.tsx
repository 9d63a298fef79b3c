import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import '../../p2p/trade.css';

/** A bottom sheet holding one form; its content is dropped when it closes. */
export function Sheet({
  open,
  onClose,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={open}
      position="bottom"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="p2p-sheet"
      destroyOnClose
    >
      <div data-testid={testId}>{children}</div>
    </Popup>
  );
}
