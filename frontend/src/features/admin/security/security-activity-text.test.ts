import { describe, expect, it } from 'vitest';
import { describeActivity, failureReason } from './security-activity-text';

describe(describeActivity.name, () => {
  it.each([
    [{ action: 'create_failed', resource: 'admin/media', details: '500: create' }, 'Failed', 'Photo upload failed (server error)'],
    [
      { action: 'create_failed', resource: 'products', details: '400: name: "Venom Mask"' },
      'Failed',
      'Product creation failed (a field was missing or invalid) — "Venom Mask"',
    ],
    [
      { action: 'update_failed', resource: 'dive-sites/9', details: '404: update' },
      'Failed',
      'Dive site update failed (it no longer exists)',
    ],
    [
      { action: 'delete_failed', resource: 'articles/3', details: '409: title: "Wrecks"' },
      'Failed',
      'Blog post deletion failed (it clashes with an existing item) — "Wrecks"',
    ],
    [{ action: 'create', resource: 'admin/media/12', details: 'name: "reef.jpg"' }, 'Created', 'Photo uploaded: "reef.jpg"'],
    [{ action: 'create', resource: 'reviews/4', details: 'title: "Hero Wetsuit"' }, 'Created', 'Gear review added: "Hero Wetsuit"'],
    [
      { action: 'update', resource: 'products/7', details: 'name: "Venom" · changed: price, name' },
      'Updated',
      'Product updated: "Venom" (changed: price, name)',
    ],
    [{ action: 'update', resource: 'products/7', details: 'changed: featured' }, 'Updated', 'Product updated (changed: featured)'],
    [{ action: 'delete', resource: 'dive-sites/3', details: 'name: "Old Pier"' }, 'Deleted', 'Dive site deleted: "Old Pier"'],
    [
      { action: 'signup_blocked', resource: null, details: 'Sign-ups paused: 100 confirmation e-mails were sent in the last hour' },
      'Sign-ups paused',
      'Sign-ups paused: 100 confirmation e-mails were sent in the last hour',
    ],
    [{ action: 'create', resource: 'admin/link-health/products/3/check', details: 'create' }, 'Created', 'Seller link checked'],
    [{ action: 'login_success', resource: null, details: 'Admin signed in' }, 'Login', 'Admin signed in'],
  ])('%o reads %s: "%s"', (item, label, text) => {
    expect(describeActivity(item)).toMatchObject({ label, text });
  });

  it('never shows a raw code for a failed write', () => {
    const { label, text } = describeActivity({ action: 'update_failed', resource: 'something/new', details: '503: update' });
    expect(label).toBe('Failed');
    expect(text).toBe('Item update failed (server error)');
    expect(`${label} ${text}`).not.toMatch(/_failed|\d{3}:/);
  });
});

describe(failureReason.name, () => {
  it('names every status the admin API documents in words', () => {
    expect([400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503].map(failureReason)).not.toContain(expect.stringMatching(/\d/));
  });
});
