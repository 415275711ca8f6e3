import { describe, expect, it } from 'vitest';
import { evaluatePageScripts } from './evaluate-page-scripts';

/** A page whose script list (#ddu-scripts) reads `text`. */
function pageWith(text: string | null): Pick<Document, 'getElementById'> {
  return { getElementById: (id: string) => (id === 'ddu-scripts' && text !== null ? ({ textContent: text } as HTMLElement) : null) };
}

describe('evaluatePageScripts', () => {
  it("evaluates the page's chunks from the end of the list (what they import first), never the entry", async () => {
    const loaded: string[] = [];
    await evaluatePageScripts(pageWith('["/assets/index.js","/assets/page.js","/assets/kit-a.js","/assets/kit-b.js"]'), async (url) => {
      loaded.push(url);
    });
    expect(loaded).toEqual(['/assets/kit-b.js', '/assets/kit-a.js', '/assets/page.js']);
  });

  it('evaluates each in a task of its own: none in the calling task, one per timer turn', async () => {
    const loaded: string[] = [];
    const done = evaluatePageScripts(pageWith('["/assets/index.js","/assets/page.js","/assets/kit.js"]'), async (url) => {
      loaded.push(url);
    });
    expect(loaded).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual(['/assets/kit.js']);
    await done;
    expect(loaded).toEqual(['/assets/kit.js', '/assets/page.js']);
  });

  it("goes on past a script that fails (the route's own import reports it)", async () => {
    const loaded: string[] = [];
    await evaluatePageScripts(pageWith('["/assets/index.js","/assets/page.js","/assets/broken.js"]'), async (url) => {
      if (url.includes('broken')) throw new Error('404');
      loaded.push(url);
    });
    expect(loaded).toEqual(['/assets/page.js']);
  });

  it('does nothing on a page without a list (the admin shell) or with an unreadable one', async () => {
    const loaded: string[] = [];
    const load = async (url: string) => {
      loaded.push(url);
    };
    await evaluatePageScripts(pageWith(null), load);
    await evaluatePageScripts(pageWith('not json'), load);
    await evaluatePageScripts(pageWith('{"a":1}'), load);
    expect(loaded).toEqual([]);
  });
});
