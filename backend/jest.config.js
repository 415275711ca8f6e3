/** Unit tests: pure logic and services, no database. */
module.exports = {
  rootDir: 'src',
  testEnvironment: 'node',
  testRegex: '.*\\.spec\\.ts$',
  transform: {
    '/node_modules/(@neaps|kdbush|geokdbush|tinyqueue)/.+\\.js$': '<rootDir>/../test/support/esm-to-commonjs.js',
    '@react-email/render/.+\\.cjs$': '<rootDir>/../test/support/require-dynamic-imports.js',
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.spec.json' }],
  },
  // @react-email/render loads react-dom/server with import(); see require-dynamic-imports.js. The tide
  // packages are ES modules only; see esm-to-commonjs.js.
  transformIgnorePatterns: ['/node_modules/(?!(@react-email/render|@neaps|kdbush|geokdbush|tinyqueue)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // Tests read the shared package's source, never its compiled dist/ (README, "Architecture": shared/).
  moduleNameMapper: { '^@ddu/shared/(.*)$': '<rootDir>/../../shared/src/$1' },
};
