import { describe, expect, it } from 'vitest';
import { serialisePageState, type PageState } from './page-state';

const stateWith = (text: string): PageState => ({
  origin: 'https://divedownunder.example',
  queries: { mutations: [], queries: [] },
  router: { loaderData: { page: text }, actionData: null, errors: null },
});

describe('serialisePageState', () => {
  it('gives JSON that reads back as the same state', () => {
    const state = stateWith('Yongala — “the wreck” & <b>more</b>');
    expect(JSON.parse(serialisePageState(state))).toEqual(state);
  });

  it('leaves no text that could close the script tag or break a JavaScript line', () => {
    const text = '</script><script>alert(1)</script> line\u2028separator paragraph\u2029separator <!--';
    const json = serialisePageState(stateWith(text));
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(json).toContain('\\u003c/script>');
    expect(json).toContain('\\u2028');
    expect(json).toContain('\\u2029');
    expect(JSON.parse(json)).toEqual(stateWith(text));
  });
});
