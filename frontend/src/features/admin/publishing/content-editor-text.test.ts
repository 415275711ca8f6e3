// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '@ddu/shared/markup/render-markup';
import { IMAGE_WIDTHS, imageTag, insertImage, lineIndexAt, stripLoneHeadingMarkers } from './content-editor-text';

describe('stripLoneHeadingMarkers', () => {
  it('removes lines holding only heading markers', () => {
    expect(stripLoneHeadingMarkers('Intro\n##\nText\n### \nEnd')).toBe('Intro\nText\nEnd');
  });

  it('keeps real headings and the line being typed', () => {
    expect(stripLoneHeadingMarkers('## Gear\n##', 1)).toBe('## Gear\n##');
  });
});

describe('lineIndexAt', () => {
  it('counts lines before the caret', () => {
    expect(lineIndexAt('a\nb\nc', 4)).toBe(2);
  });
});

describe('imageTag', () => {
  it('uses the width and default alt text, escaping quotes', () => {
    expect(imageTag('https://cdn.example/a".jpg', 600, '')).toBe('<img src="https://cdn.example/a&quot;.jpg" alt="Image" width="600" />');
  });
});

describe('insertImage', () => {
  it('puts the image on its own line at the caret', () => {
    expect(insertImage('before after', 6, '<img />')).toEqual({ content: 'before\n<img />\n after', caret: 15 });
    expect(insertImage('', 0, '<img />').content).toBe('<img />\n');
  });
});

describe('an inserted image as visitors get it', () => {
  const rendered = (content: string) => {
    const root = document.createElement('div');
    root.innerHTML = renderMarkup(content);
    return root.querySelector('img');
  };

  it.each(IMAGE_WIDTHS)('shows an image inserted at %ipx at most that wide, and no wider than the column', (width) => {
    const { content } = insertImage('Under the jetty:', 16, imageTag('https://cdn.example/pipehorse.jpg', width, 'Fish & "friends"'));
    const img = rendered(content);
    expect(img?.getAttribute('width')).toBe(String(width));
    expect(img?.style.maxWidth).toBe(`${width}px`);
    expect(img?.style.width).toBe('100%');
    expect(img?.getAttribute('alt')).toBe('Fish & "friends"');
  });

  it('keeps the chosen width for an uploaded photo, which renders as <picture>', () => {
    const photo = '/media/0123456789abcdef-1600x1200/1600.jpg';
    const img = rendered(insertImage('', 0, imageTag(photo, 300, 'Reef')).content);
    expect(img?.parentElement?.tagName).toBe('PICTURE');
    expect(img?.getAttribute('width')).toBe('300');
    expect(img?.style.maxWidth).toBe('300px');
    expect(img?.getAttribute('sizes')).toBe('(max-width: 300px) 100vw, 300px');
  });
});
