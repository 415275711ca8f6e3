import { afterEach, describe, expect, it } from 'vitest';
import { REMEMBERED_STATE_KEY, readRememberedState, rememberState } from './remembered-state';

describe('remembered state', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the last state chosen on the device, and forgets it for all of Australia', () => {
    expect(readRememberedState()).toBeNull();
    rememberState('qld');
    expect(readRememberedState()).toBe('qld');
    rememberState('nsw');
    expect(readRememberedState()).toBe('nsw');
    rememberState(null);
    expect(readRememberedState()).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('ignores anything that is not a state slug', () => {
    window.localStorage.setItem(REMEMBERED_STATE_KEY, '<script>');
    expect(readRememberedState()).toBeNull();
    rememberState('../x');
    expect(window.localStorage.getItem(REMEMBERED_STATE_KEY)).toBeNull();
  });
});
