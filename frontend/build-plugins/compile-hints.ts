import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled on the background thread that streams it in. Without it V8 compiles each function
 * on the page's main thread the first time it is called, which on a first visit is while the page
 * hydrates: React, the router, MUI and the app's components, one by one, between the page's tasks.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map with one more generated line at its top (`;` ends a line in its mappings). */
function shiftedOneLine(mapJson: string): string {
  const map = JSON.parse(mapJson) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Puts the compile hint on the entry script only: every page runs most of it as it loads and
 * hydrates (React DOM, the router, the theme, the layout). The lazy chunks (the admin, the map, a
 * search panel) are left to compile as they are used; many of their functions never are.
 */
export function compileHints(): Plugin {
  return {
    name: 'ddu-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which puts the lazy chunks' preload list (`__vite__mapDeps`) above the code.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          // By now Vite has made the map the file it writes (an asset of its own): it moves down a line too.
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset') mapFile.source = shiftedOneLine(String(mapFile.source));
        }
      },
    },
  };
}
