import type { Page } from '@playwright/test';

/**
 * The emotion classes (`css-…`) that elements on the page carry but no stylesheet on the page has a rule
 * for: an element drawn unstyled. The server names, without sending their CSS, the classes of styled
 * components that wrap others, which no element should carry (frontend/src/ssr/emotion.ts); this is the
 * check that none does.
 */
export function classesWithoutRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const match of Array.from(rule.selectorText.matchAll(/\.(css-[\w-]+)/g))) styled.add(match[1]!);
        if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const carried = new Set(
      Array.from(document.querySelectorAll('[class*="css-"]')).flatMap((element) =>
        Array.from(element.classList).filter((name) => name.startsWith('css-')),
      ),
    );
    // `css-0` is emotion's class for no styles at all: it has no rules anywhere.
    return Array.from(carried).filter((name) => name !== 'css-0' && !styled.has(name));
  });
}
