import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, where } from '../../account/test/render';
import { RedPacketEntry } from './RedPacketEntry';

describe('red packet entry', () => {
  it('leads from the promotion centre to the red packets', () => {
    renderAt('/promote', <RedPacketEntry />);
    const entry = screen.getByTestId('redpacket-entry');
    expect(entry.textContent).toContain('Red packets');
    fireEvent.click(entry);
    expect(where()).toBe('/redPacket');
  });
});
