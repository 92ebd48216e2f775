const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  // ESM-only packages are compiled for jest too, and @react-email/render, whose CommonJS build
  // loads react-dom/server with a dynamic import() (jest's VM runs that only with ESM turned on).
  transformIgnorePatterns: [
    '/node_modules/(?!(inversify|@inversifyjs|jose|csv-stringify|@react-email/render)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/setup/style.stub.cjs' },
  // MobX keeps its state on the global object; jest's soft clean-up of globals recurses on it.
  testEnvironmentOptions: { globalsCleanup: 'off' },
};

/** The projects that start seeded servers share one seeded template per run (tests/support/seeded-template.ts). */
const seededTemplate = {
  globalSetup: '<rootDir>/tests/setup/seeded-template.global.ts',
  globalTeardown: '<rootDir>/tests/setup/seeded-template.teardown.ts',
};

/** The server tests that store, serve or sweep files: run on the disk and on an S3 bucket. */
const STORAGE_TESTS = [
  '<rootDir>/tests/server/gateway/media/*.test.ts',
  '<rootDir>/tests/server/gateway/messaging/messages.test.ts',
  '<rootDir>/tests/server/gateway/messaging/orphan-files.test.ts',
  '<rootDir>/tests/server/gateway/messaging/signed-links.test.ts',
];

/** @type {import("jest").Config} */
module.exports = {
  // Generous for a loaded 2-core machine (a global option: projects do not take it). These are
  // behaviour tests, never timing assertions.
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'domain',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/src-domain/**/*.test.ts'],
    },
    {
      ...common,
      ...seededTemplate,
      displayName: 'infrastructure',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/src-infrastructure/**/*.test.ts?(x)'],
      setupFiles: ['reflect-metadata', '<rootDir>/tests/setup/jsdom-globals.ts'],
    },
    {
      ...common,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/src-ui/**/*.test.ts?(x)', '<rootDir>/tests/src/**/*.test.ts?(x)'],
      setupFiles: ['reflect-metadata', '<rootDir>/tests/setup/jsdom-globals.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/ui.setup.ts'],
    },
    {
      ...common,
      ...seededTemplate,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
    },
    {
      // The storage-touching server tests again, on object storage (issue #37): each server gets
      // a bucket of a local s3rver (tests/support/s3-server.ts). A jest global, not process.env:
      // a worker runs files of both projects.
      ...common,
      ...seededTemplate,
      displayName: 'server-s3',
      testEnvironment: 'node',
      globals: { TEST_MEDIA_STORE: 's3' },
      testMatch: STORAGE_TESTS,
    },
  ],
  collectCoverageFrom: ['src-domain/**/*.ts', '!src-domain/index.ts', '!src-domain/**/*.port.ts'],
  coverageThreshold: { './src-domain/': { lines: 95, branches: 95 } },
  coverageReporters: ['text-summary'],
};
