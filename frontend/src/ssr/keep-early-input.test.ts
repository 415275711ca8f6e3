import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyInput } from './keep-early-input';

function field(html: string): HTMLInputElement {
  document.body.innerHTML = html;
  return document.body.querySelector('input, textarea') as HTMLInputElement;
}

describe('keepEarlyInput', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts back what was typed before hydration, as an input event the field handler sees', () => {
    const box = field('<input type="search" value="">');
    box.value = 'yongala';
    const kept = keepEarlyInput();
    box.value = ''; // what hydrating the controlled field did
    const seen: string[] = [];
    box.addEventListener('input', () => seen.push(box.value));
    kept.restore();
    expect(box.value).toBe('yongala');
    // The last event carries the text (the first only makes React hydrate the field's part of the page).
    expect(seen.at(-1)).toBe('yongala');
  });

  it('keeps keys pressed while the page hydrates', () => {
    const box = field('<textarea></textarea>');
    const kept = keepEarlyInput();
    box.value = 'yon';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.value = '';
    kept.restore();
    expect(box.value).toBe('yon');
  });

  it('leaves alone a field nobody typed in, one the server filled from the address, and non-text inputs', () => {
    document.body.innerHTML = '<input type="search" value="reef"><input type="checkbox"><input type="text">';
    const [fromAddress, checkbox, untouched] = [...document.body.querySelectorAll('input')] as HTMLInputElement[];
    checkbox!.checked = true;
    const kept = keepEarlyInput();
    const events: string[] = [];
    document.body.addEventListener('input', (event) => events.push((event.target as HTMLInputElement).type));
    kept.restore();
    expect(events).toEqual([]);
    expect(fromAddress!.value).toBe('reef');
    expect(untouched!.value).toBe('');
  });

  it('stops listening once restored: later typing is the app’s own', () => {
    const box = field('<input type="text">');
    const kept = keepEarlyInput();
    kept.restore();
    box.value = 'after';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.value = 'changed by the app';
    kept.restore();
    expect(box.value).toBe('changed by the app');
  });
});
