// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderMarkup } from './render-markup';

// Runs without any DOM, as on the server: the exact string is what both sides render.
describe('renderMarkup without a DOM', () => {
  it('has no document to lean on here', () => {
    expect(typeof document).toBe('undefined');
  });

  it('renders the light markup to a fixed string', () => {
    const content = [
      '## Gear',
      'A **great** mask, see [PADI](https://www.padi.com) and /shop.',
      '* One',
      '* Two',
      '',
      '<img src="https://cdn.example/reef.jpg" alt="Reef" width="600" />',
      '<div class="x" onclick="alert(1)"><p>Fish &amp; chips</p></div>',
      '![Local](http://localhost:5173/a.png)',
    ].join('\n');
    expect(renderMarkup(content)).toBe(
      '<h2>Gear</h2>' +
        '<p>A <strong>great</strong> mask, see <a href="https://www.padi.com" target="_blank" rel="noopener noreferrer">PADI</a> and /shop.</p>' +
        '<ul><li>One</li><li>Two</li></ul>' +
        '<br>' +
        '<img src="https://cdn.example/reef.jpg" alt="Reef" width="600" loading="lazy" decoding="async" style="width:100%;max-width:600px;height:auto;display:block;margin:1.5rem auto;border-radius:12px;">' +
        '<div><p>Fish &amp; chips</p></div>' +
        '<p><span class="markup-image-notice" role="note" style="display:block;margin:1.5rem 0;padding:1rem;border:1px dashed #b0b8c1;border-radius:12px;background:#f5f7fa;color:#4a5561;text-align:center;">' +
        '<strong style="display:block;">Image not available</strong>' +
        '<span style="display:block;margin-top:0.5rem;font-size:0.875rem;">This image was uploaded locally and is not accessible in the published article. Please use a publicly accessible image URL.</span></span></p>',
    );
  });
});
