/**
 * The Australian state a visitor last chose (the directory's State filter), remembered on this device
 * only: localStorage, never a cookie, so no request carries it and nothing is kept on the server. The
 * home page's "Calm this weekend" reads it. Quietly does nothing where storage is refused (private
 * browsing, a full disk): a visitor then sees all of Australia.
 */
export const REMEMBERED_STATE_KEY = 'ddu.state';
const VALID = /^[a-z]{2,20}$/;

export function readRememberedState(): string | null {
  try {
    const value = window.localStorage.getItem(REMEMBERED_STATE_KEY);
    return value && VALID.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** Called when a visitor chooses a state (a slug such as "qld"), or null for all of Australia. */
export function rememberState(state: string | null): void {
  try {
    if (state && VALID.test(state)) window.localStorage.setItem(REMEMBERED_STATE_KEY, state);
    else window.localStorage.removeItem(REMEMBERED_STATE_KEY);
  } catch {
    // Storage refused: the choice is simply not remembered.
  }
}
