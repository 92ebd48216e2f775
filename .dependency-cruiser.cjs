/**
 * Layer rules (ARCHITECTURE.md §2), default deny for the domain:
 * src-domain imports only itself and luxon; adapters and views import the domain and
 * libraries, never each other or the composition root; the server never imports the SPA's
 * adapters or views; no cycles anywhere.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-itself-and-luxon',
      severity: 'error',
      from: { path: '^src-domain/' },
      to: { pathNot: ['^src-domain/', '^node_modules/luxon/', '^node_modules/@types/luxon/'] },
    },
    {
      name: 'infrastructure-not-ui-or-root',
      severity: 'error',
      from: { path: '^src-infrastructure/' },
      to: { path: ['^src-ui/', '^src/', '^server/'] },
    },
    {
      name: 'ui-not-infrastructure-or-root',
      severity: 'error',
      from: { path: '^src-ui/' },
      to: { path: ['^src-infrastructure/', '^src/', '^server/'] },
    },
    {
      name: 'ui-speaks-through-area-api-ports',
      comment:
        'Rule 15: stores call an area API port (src-domain/<area>/<area>-api.port.ts); only its adapter in src-infrastructure/<area>/ reaches the HTTP gateway',
      severity: 'error',
      from: { path: '^src-ui/' },
      to: { path: '^src-domain/gateway/http-gateway\\.port\\.ts$' },
    },
    {
      name: 'server-not-spa-adapters-or-views',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ['^src-ui/', '^src-infrastructure/', '^src/'] },
    },
    {
      name: 'server-uses-the-domain-public-face',
      comment: 'The server imports the domain through src-domain/index.ts only, never its modules one by one',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src-domain/', pathNot: '^src-domain/index\\.ts$' },
    },
    {
      name: 'no-barrel-imports-inside-a-layer',
      comment: 'src-domain/index.ts is the public face for other shells, not for the domain itself',
      severity: 'error',
      from: { path: '^src-domain/' },
      to: { path: '^src-domain/index\\.ts$' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'not-to-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
