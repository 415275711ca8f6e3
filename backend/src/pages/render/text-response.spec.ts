import { bodyTextOf, TextResponse } from './text-response';

describe('TextResponse', () => {
  it('answers like a Response built from the same text, handing the string back as it is', async () => {
    const text = JSON.stringify([{ name: 'Yongala — SS “Yongala” wreck', depth: 28 }]);
    const response = new TextResponse(text, { status: 200, headers: { 'content-type': 'application/json' } });
    expect(response.ok).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe(text);
    expect(await response.json()).toEqual([{ name: 'Yongala — SS “Yongala” wreck', depth: 28 }]);
    expect(response).toBeInstanceOf(Response);
  });

  it('carries a refusal and an empty answer', async () => {
    const refused = new TextResponse('{"message":"Dive site not found"}', { status: 404 });
    expect(refused.ok).toBe(false);
    expect(await refused.json()).toEqual({ message: 'Dive site not found' });
    const empty = new TextResponse(null, { status: 204 });
    expect(await empty.text()).toBe('');
  });
});

describe('bodyTextOf', () => {
  it('reads a TextResponse without decoding and any other Response by decoding it', async () => {
    expect(await bodyTextOf(new TextResponse('ä', { status: 200 }))).toBe('ä');
    expect(await bodyTextOf(new Response('ä', { status: 200 }))).toBe('ä');
    expect(await bodyTextOf(new Response(null, { status: 304 }))).toBeNull();
    expect(await bodyTextOf(new TextResponse(null, { status: 304 }))).toBeNull();
  });
});
