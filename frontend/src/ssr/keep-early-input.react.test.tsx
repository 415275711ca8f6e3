/**
 * Guards keep-early-input.ts against a React upgrade: it relies on how React's controlled inputs notice
 * a change (React tracks the value it last saw through the element's own value setter, and ignores an
 * `input` event that brings no change). This hydrates a real server-rendered controlled field with text
 * typed before hydration and checks React's state receives it; it fails if React stops seeing it.
 */
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyInput } from './keep-early-input';

function Search() {
  const [query, setQuery] = useState('');
  return (
    <>
      <input type="search" aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p>Searching for: {query}</p>
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepEarlyInput with React hydrating a controlled field', () => {
  it('hands the text typed before hydration to the field’s onChange', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.append(container);
    const box = container.querySelector('input')!;

    box.value = 'yongala';
    const kept = keepEarlyInput();
    // Hydrating the controlled field puts back the value React holds.
    await act(async () => {
      hydrateRoot(container, <Search />);
    });
    expect(container.querySelector('p')).toHaveTextContent(/^Searching for:$/);

    await act(async () => {
      kept.restore();
    });
    expect(box.value).toBe('yongala');
    expect(container.querySelector('p')).toHaveTextContent('Searching for: yongala');
  });
});
