import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataExportTab } from './data-export-tab';

describe('DataExportTab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['Export Dive Sites (CSV)', '/api/dive-sites/export/csv'],
    ['Export Newsletter Subscribers (CSV)', '/api/newsletter/export/csv'],
  ])('%s opens %s in a new tab', async (name, url) => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    render(<DataExportTab />);
    await userEvent.click(screen.getByRole('button', { name }));
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
  });
});
