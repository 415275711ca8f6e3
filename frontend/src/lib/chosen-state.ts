/**
 * The state a visitor last chose (in the directory or by opening a state's page), remembered on the
 * device so the home page can answer "calm this weekend" for it. Kept in localStorage, never in a
 * cookie: it is read only by this browser, and is sent nowhere with requests.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'ddu.chosen-state';
const listeners = new Set<() => void>();

/** Remembers a state's code in lower case ("qld"); an empty string forgets it (all of Australia). */
export function rememberChosenState(code: string): void {
  try {
    if (code) localStorage.setItem(KEY, code.toLowerCase());
    else localStorage.removeItem(KEY);
  } catch {
    // Storage can be off (private modes, full quota): the home page then shows all of Australia.
  }
  listeners.forEach((listener) => listener());
}

/** The remembered state's code in lower case, or '' when none is remembered (or storage is off). */
export function chosenState(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a state changes this one's too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The remembered state; null on the server and while the page hydrates (the server cannot know it). */
export function useChosenState(): string | null {
  return useSyncExternalStore(subscribe, chosenState, () => null);
}
