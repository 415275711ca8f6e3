/** Unit tests: pure logic and services, no database. */
module.exports = {
  rootDir: 'src',
  testEnvironment: 'node',
  testRegex: '.*\\.spec\\.ts$',
  transform: {
    '@react-email/render/.+\\.cjs$': '<rootDir>/../test/support/require-dynamic-imports.js',
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.spec.json' }],
  },
  // @react-email/render loads react-dom/server with import(); see require-dynamic-imports.js.
  transformIgnorePatterns: ['/node_modules/(?!@react-email/render/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // Tests read the shared package's source, never its compiled dist/ (README, "Architecture": shared/).
  moduleNameMapper: { '^@ddu/shared/(.*)$': '<rootDir>/../../shared/src/$1' },
};
