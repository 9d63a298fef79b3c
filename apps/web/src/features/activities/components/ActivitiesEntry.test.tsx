import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, where } from '../../account/test/render';
import { ActivitiesEntry } from './ActivitiesEntry';

describe('activities entry', () => {
  it('leads from the promotion centre to the activities', () => {
    renderAt('/promote', <ActivitiesEntry />);
    const entry = screen.getByTestId('activities-entry');
    expect(entry.textContent).toContain('Activities');
    fireEvent.click(entry);
    expect(where()).toBe('/activities');
  });
});
