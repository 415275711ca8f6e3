/**
 * Jest transform for @react-email/render's CommonJS build, which loads react-dom/server with a
 * dynamic import(): Jest's CommonJS runtime cannot run import() without --experimental-vm-modules,
 * so the call becomes a require(). Node runs the package unchanged in production.
 */
module.exports = {
  process(source) {
    return { code: source.replace(/\bimport\((["'][^"']+["'])\)/g, 'Promise.resolve().then(() => require($1))') };
  },
};
