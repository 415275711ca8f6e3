import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyClick } from './keep-early-click';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-live');
  document.documentElement.removeAttribute('data-early-click');
});

function button(name: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.setAttribute('data-early-click', name);
  // jsdom lays nothing out: a shown button is one with a box.
  element.getClientRects = () => [{}] as unknown as DOMRectList;
  document.body.append(element);
  return element;
}

describe(keepEarlyClick.name, () => {
  it('marks the page live and taps again, once, the button tapped before the scripts ran', () => {
    const filters = button('filters');
    const menu = button('menu');
    const onFilters = vi.fn();
    const onMenu = vi.fn();
    filters.addEventListener('click', onFilters);
    menu.addEventListener('click', onMenu);
    document.documentElement.setAttribute('data-early-click', 'filters');

    const early = keepEarlyClick();
    expect(document.documentElement.hasAttribute('data-live')).toBe(true);
    expect(document.documentElement.hasAttribute('data-early-click')).toBe(false);
    early.replay();
    expect(onFilters).toHaveBeenCalledTimes(1);
    expect(onMenu).not.toHaveBeenCalled();
  });

  it('taps nothing when nothing was tapped early', () => {
    const onFilters = vi.fn();
    button('filters').addEventListener('click', onFilters);
    keepEarlyClick().replay();
    expect(onFilters).not.toHaveBeenCalled();
  });
});
