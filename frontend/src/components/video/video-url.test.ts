import { describe, expect, it } from 'vitest';
import { isDirectVideoFile, toEmbedUrl } from './video-url';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube.com/embed/${ID}`;

describe(toEmbedUrl.name, () => {
  describe('YouTube', () => {
    it.each([
      [`https://youtu.be/${ID}`, EMBED],
      [`https://youtu.be/${ID}?si=tracking`, EMBED],
      [`https://www.youtube.com/shorts/${ID}`, EMBED],
      [`https://youtube.com/watch?v=${ID}`, EMBED],
      [`https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123`, EMBED],
      [`https://m.youtube.com/watch?v=${ID}`, EMBED],
      [`https://www.youtube.com/embed/${ID}`, EMBED],
      [`https://www.youtube-nocookie.com/embed/${ID}`, EMBED],
      [`https://www.youtube.com/live/${ID}`, EMBED],
      [`  https://youtu.be/${ID}  `, EMBED],
    ])('%s → %s', (url, expected) => {
      expect(toEmbedUrl(url)).toBe(expected);
    });

    it.each([
      [`https://youtu.be/${ID}?t=42`, 42],
      [`https://www.youtube.com/watch?v=${ID}&t=90s`, 90],
      [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, 90],
      [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
      [`https://www.youtube.com/embed/${ID}?start=15`, 15],
    ])('turns the start time of %s into ?start=%i', (url, seconds) => {
      expect(toEmbedUrl(url)).toBe(`${EMBED}?start=${seconds}`);
    });

    it('ignores a zero or unreadable start time', () => {
      expect(toEmbedUrl(`https://youtu.be/${ID}?t=0`)).toBe(EMBED);
      expect(toEmbedUrl(`https://youtu.be/${ID}?t=soon`)).toBe(EMBED);
    });

    it.each([
      'https://www.youtube.com/watch',
      'https://www.youtube.com/@divedownunder',
      'https://youtu.be/short',
      `https://youtu.be/${ID}"><script>`,
    ])('rejects %s', (url) => {
      expect(toEmbedUrl(url)).toBeNull();
    });
  });

  describe('Vimeo', () => {
    it.each([
      ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
      ['https://www.vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
      ['https://vimeo.com/76979871/8d1c2f0a3b', 'https://player.vimeo.com/video/76979871?h=8d1c2f0a3b'],
      ['https://player.vimeo.com/video/76979871?autoplay=1', 'https://player.vimeo.com/video/76979871'],
    ])('%s → %s', (url, expected) => {
      expect(toEmbedUrl(url)).toBe(expected);
    });

    it('rejects a Vimeo page without a video id', () => {
      expect(toEmbedUrl('https://vimeo.com/divedownunder')).toBeNull();
    });
  });

  it('returns direct video files as they are', () => {
    expect(toEmbedUrl('https://cdn.example.com/dives/reef.mp4')).toBe('https://cdn.example.com/dives/reef.mp4');
    expect(toEmbedUrl('https://cdn.example.com/dives/reef.WEBM?v=2')).toBe('https://cdn.example.com/dives/reef.WEBM?v=2');
  });

  it.each([
    'javascript:alert(1)',
    'data:video/mp4;base64,AAAA',
    'ftp://example.com/reef.mp4',
    'file:///C:/reef.mp4',
    '/videos/reef.mp4',
    'https://example.com/page',
    '',
  ])('returns null for %s', (url) => {
    expect(toEmbedUrl(url)).toBeNull();
  });
});

describe(isDirectVideoFile.name, () => {
  it('recognises mp4, webm and ogg files over http(s)', () => {
    expect(isDirectVideoFile('https://cdn.example.com/a.mp4')).toBe(true);
    expect(isDirectVideoFile('http://cdn.example.com/a.webm#t=5')).toBe(true);
    expect(isDirectVideoFile('https://cdn.example.com/a.ogg')).toBe(true);
  });

  it('rejects pages, other schemes and look-alikes', () => {
    expect(isDirectVideoFile(`https://youtu.be/${ID}`)).toBe(false);
    expect(isDirectVideoFile('javascript:alert(1)//.mp4')).toBe(false);
    expect(isDirectVideoFile('https://example.com/a.mp4.html')).toBe(false);
  });
});
