import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge (docs/product.md#user-status)', () => {
  it.each([
    ['Requested', 'Requested', 'amber'],
    ['Verified', 'Verified', 'blue'],
    [null, 'Unavailable', 'rose'],
  ] as const)('%s shows %s in %s', (status, text, colour) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(text).className).toContain(`bg-${colour}-100`);
  });
});
