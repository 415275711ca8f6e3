import { describedItem, resourceFor, summarise, writeActionFor } from './audit-summary';

describe('writeActionFor', () => {
  it('maps write methods to create/update/delete and reads to nothing', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE', 'GET'].map(writeActionFor)).toEqual(['create', 'update', 'update', 'delete', null]);
  });
});

describe('resourceFor', () => {
  it('drops the /api prefix and the query string', () => {
    expect(resourceFor('/api/dive-sites/5/photo?x=1')).toBe('dive-sites/5/photo');
  });

  it('appends the id of a created item', () => {
    expect(resourceFor('/api/articles', 13)).toBe('articles/13');
    expect(resourceFor('/api/articles/13', 13)).toBe('articles/13');
  });
});

describe('describedItem', () => {
  it('finds the item inside a wrapper such as { article }', () => {
    expect(describedItem({ article: { id: 1, title: 'T' } })).toEqual({ id: 1, title: 'T' });
  });
});

describe('summarise', () => {
  it('names the item and the changed fields, never their values', () => {
    expect(summarise('update', { published: true, content: 'long body' }, { article: { title: 'Reef' } })).toBe(
      'title: "Reef" · changed: published, content',
    );
  });

  it('never lists secret-looking fields', () => {
    expect(summarise('update', { password: 'x', sessionToken: 'y', name: 'N' }, undefined)).toBe('name: "N" · changed: name');
  });

  it('falls back to the action', () => {
    expect(summarise('delete', undefined, undefined)).toBe('delete');
  });
});
