import { describe, expect, it } from 'vitest';
import { imageTag, insertImage, lineIndexAt, stripLoneHeadingMarkers } from './content-editor-text';

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
