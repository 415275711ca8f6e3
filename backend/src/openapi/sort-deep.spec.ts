import { sortDeep } from './sort-deep';

describe(sortDeep.name, () => {
  it('sorts object keys at every depth', () => {
    expect(JSON.stringify(sortDeep({ b: 1, a: { d: 2, c: 3 } }))).toBe('{"a":{"c":3,"d":2},"b":1}');
  });

  it("sorts a schema's required property names, whatever order the fields were declared in", () => {
    expect(sortDeep({ type: 'object', required: ['publishAt', 'id', 'title'] }).required).toEqual(['id', 'publishAt', 'title']);
  });

  it('keeps the order of other arrays (enums, tags, parameters)', () => {
    expect(sortDeep({ enum: ['Wetsuits', 'BCDs'], tags: [{ name: 'z' }, { name: 'a' }] })).toEqual({
      enum: ['Wetsuits', 'BCDs'],
      tags: [{ name: 'z' }, { name: 'a' }],
    });
  });

  it('leaves a property that happens to be called required alone when it is not a list of names', () => {
    expect(sortDeep({ properties: { required: { type: 'boolean' } } })).toEqual({ properties: { required: { type: 'boolean' } } });
  });
});
