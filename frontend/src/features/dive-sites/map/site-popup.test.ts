import { describe, expect, it, vi } from 'vitest';
import { sitePopupContent } from './site-popup';

const point = { id: 42, name: '<b>Fish Rock</b>', region: 'South West Rocks', lat: -30.9, lng: 153.1 };

describe(sitePopupContent.name, () => {
  it('shows the name and region as text and links to the detail page', () => {
    const root = sitePopupContent(point, vi.fn());
    expect(root.querySelector('strong')?.textContent).toBe('<b>Fish Rock</b>');
    expect(root.querySelector('b')).toBeNull();
    expect(root.textContent).toContain('South West Rocks');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/dive-sites/42');
  });

  it('navigates in the app on a plain click and leaves modified clicks to the browser', () => {
    const navigate = vi.fn();
    const link = sitePopupContent(point, navigate).querySelector('a')!;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(navigate).not.toHaveBeenCalled();
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(plain);
    expect(navigate).toHaveBeenCalledWith('/dive-sites/42');
    expect(plain.defaultPrevented).toBe(true);
  });
});
