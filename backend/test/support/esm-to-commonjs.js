/**
 * Jest transform for the tide packages (@neaps/*, and kdbush, geokdbush, tinyqueue under them), which ship
 * as ES modules only: Jest's CommonJS runtime on this Node cannot load them without
 * --experimental-vm-modules, so TypeScript rewrites their imports and exports to require() and
 * module.exports, and import.meta.url becomes the file's own URL. Node runs the packages unchanged in
 * production (require of an ES module).
 */
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const withoutMeta = source.replace(/\bimport\.meta\.url\b/g, 'require("node:url").pathToFileURL(__filename).href');
    const { outputText } = ts.transpileModule(withoutMeta, {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, allowJs: true, esModuleInterop: true },
    });
    return { code: outputText };
  },
};
