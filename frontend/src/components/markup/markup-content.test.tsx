import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMarkupRenderer, MarkupContent } from './markup-content';
import { renderMarkup } from '@ddu/shared/markup/render-markup';
import { hydrateForTest, unmountHydrated } from '@/test/hydrate';

// These run first, while the browser has not loaded the renderer yet (it loads once per page).
describe('MarkupContent before the renderer has loaded', () => {
  it('hydrates the body the server sent as it is, without rendering it again', async () => {
    const content = '## Entry\nSlowly **down** the line.';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MarkupContent content={content} />);
    // The server bundle (which has the renderer) sends the body inside that element. A body the
    // browser's renderer would not produce shows that hydration keeps the server's and renders none.
    const serverBody = `${renderMarkup(content, { bullets: true })}<p>From the server</p>`;
    container.querySelector('[data-testid="markup-content"]')!.innerHTML = serverBody;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(async () => {
      hydrateForTest(container, <MarkupContent content={content} />);
    });

    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.getByRole('heading', { level: 2, name: 'Entry' })).toBeInTheDocument();
    expect(screen.getByTestId('markup-content').innerHTML).toBe(serverBody);
    unmountHydrated();
  });

  it('renders a body of its own once the renderer has arrived', async () => {
    render(<MarkupContent content={'## Gear check\nAlways do a **buddy check**.'} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Gear check' })).toBeInTheDocument();
  });
});

function body(content: string, bullets?: boolean): HTMLElement {
  render(<MarkupContent content={content} bullets={bullets} />);
  return screen.getByTestId('markup-content');
}

describe('MarkupContent', () => {
  beforeAll(async () => {
    await loadMarkupRenderer();
  });

  it('renders headings, bold text and bullet lists', () => {
    const root = body('## Gear check\nAlways do a **buddy check**.\n* Air on\n* Weights secure');
    expect(screen.getByRole('heading', { level: 2, name: 'Gear check' })).toBeInTheDocument();
    expect(root.querySelector('strong')).toHaveTextContent('buddy check');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Air on', 'Weights secure']);
  });

  it('keeps "* " lines as text when bullets are off', () => {
    body('* not a bullet', false);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByText('* not a bullet')).toBeInTheDocument();
  });

  it('opens markdown links and bare URLs in a new tab without opener', () => {
    body('Read [the guide](https://example.com/guide) or https://example.org/tides.');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/guide', 'https://example.org/tides']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows raw image lines full width and replaces local images with the notice', () => {
    const root = body('<img src="https://cdn.example.com/reef.jpg" alt="Reef">\n<img src="http://localhost:5173/x.png">');
    const img = screen.getByRole('img', { name: 'Reef' });
    expect(img.getAttribute('style')).toContain('width:100%');
    expect(root).toHaveTextContent('Image not available');
    expect(root).toHaveTextContent('This image was uploaded locally and is not accessible in the published article.');
  });

  it.each([
    ['a script tag', '<p><script>window.__xss = 1</script>Hello</p>'],
    ['an event handler on an image', '<img src="https://x.example/a.png" onerror="window.__xss = 1">'],
    ['an event handler on a div', '<div onclick="window.__xss = 1" onmouseover="window.__xss = 1">Hi</div>'],
    ['a javascript: link', '[click me](javascript:window.__xss=1)'],
    ['a javascript: href in raw HTML', '<p><a href="javascript:window.__xss=1">click</a></p>'],
    ['an iframe inside a div', '<div><iframe src="https://evil.example"></iframe></div>'],
    ['an svg with onload', '<div><svg onload="window.__xss=1"></svg></div>'],
    ['a style attribute overlay', '<div style="position:fixed;inset:0">Overlay</div>'],
  ])('neutralises %s', (_name, payload) => {
    const root = body(payload);
    expect(root.querySelector('script, iframe, svg')).toBeNull();
    for (const element of Array.from(root.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.value.toLowerCase()).not.toContain('javascript:');
      }
    }
    expect(root.innerHTML).not.toContain('position:fixed');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('re-renders when the content changes', () => {
    const { rerender } = render(<MarkupContent content="First" />);
    expect(screen.getByText('First')).toBeInTheDocument();
    rerender(<MarkupContent content="Second" />);
    expect(screen.getByText('Second')).toBeInTheDocument();
  });
});
