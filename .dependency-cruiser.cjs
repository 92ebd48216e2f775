/**
 * Layer rules (ARCHITECTURE.md §2), default deny for the domain:
 * src-domain imports only itself and luxon; adapters and views import the domain and
 * libraries, never each other or the composition root; the server never imports the SPA's
 * adapters or views; no cycles anywhere.
 *
 * Inside src-ui, folders stand in layers, top to bottom, and imports only run down or sideways:
 *   1. routing/     the router: route table, gates, preloading (composes layouts and every screen)
 *   2. layouts/     a page's frames (signed-in application, authentication, the signed-in frame)
 *   3. shell/       parts of the signed-in frame (side navigation, user widget, news feed, guard)
 *   4. features     every other folder (account, hiring, rewards, dashboard, …; sideways allowed)
 *   5. foundation   navigation/ (route model, lazy screens, the router's tokens), widgets/,
 *                   injection/, styles/: imported by all, import none of the layers above
 * ui.module.ts (src-ui's own bindings) stands beside routing at the top.
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
      name: 'ui-no-arrow-up-to-routing',
      comment:
        'Only the router imports the router: a route path or a contract the screens share lives in src-ui/navigation/',
      severity: 'error',
      from: { path: '^src-ui/', pathNot: ['^src-ui/routing/', '^src-ui/ui\\.module\\.ts$'] },
      to: { path: '^src-ui/routing/' },
    },
    {
      name: 'ui-no-arrow-up-to-layouts',
      comment:
        'A page frame is imported by the router only; a piece both sides need moves down (widgets/, navigation/)',
      severity: 'error',
      from: { path: '^src-ui/', pathNot: ['^src-ui/(routing|layouts)/', '^src-ui/ui\\.module\\.ts$'] },
      to: { path: '^src-ui/layouts/' },
    },
    {
      name: 'ui-no-arrow-up-to-shell',
      comment: 'The shell is part of the frame: features and the foundation never import it',
      severity: 'error',
      from: { path: '^src-ui/', pathNot: ['^src-ui/(routing|layouts|shell)/', '^src-ui/ui\\.module\\.ts$'] },
      to: { path: '^src-ui/shell/' },
    },
    {
      name: 'ui-foundation-imports-only-the-foundation',
      comment: 'navigation/, widgets/, injection/ and styles/ are below every feature: they import none',
      severity: 'error',
      from: { path: '^src-ui/(navigation|widgets|injection|styles)/' },
      to: { path: '^src-ui/', pathNot: '^src-ui/(navigation|widgets|injection|styles)/' },
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
