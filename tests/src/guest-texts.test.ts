import fs from 'node:fs';
import path from 'node:path';
import en from '../../src/locales/en.json';
import { GUEST_TEXT_NAMESPACES, guestTexts } from '../../src/guest-texts';
import { authRoutes } from '../../src-ui/routing/auth.routes';

const root = path.join(__dirname, '../..');
const NAMESPACES = Object.keys(en);

/** The file a relative import names (TypeScript's resolution of our own sources). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?'([^']+)'/gm;
const DYNAMIC_IMPORT = /import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\)/g;

/** Every source file `entry` loads: its static imports, and its dynamic ones when `dynamic`. */
function closure(entry: string, dynamic: boolean, into = new Set<string>()): Set<string> {
  if (into.has(entry)) return into;
  into.add(entry);
  const source = fs.readFileSync(entry, 'utf8');
  const imports = [...source.matchAll(STATIC_IMPORT), ...(dynamic ? source.matchAll(DYNAMIC_IMPORT) : [])];
  for (const [, specifier] of imports) {
    const file = resolveImport(entry, specifier!);
    if (file) closure(file, dynamic, into);
  }
  return into;
}

/**
 * The route tables of the screens past the guests-only ones: their titles and frame headings show
 * only on those screens, which render past the areas' gate (the whole texts are in by then).
 */
const SIGNED_IN_ROUTE_TABLES = [
  'src-ui/routing/app.routes.ts',
  'src-ui/design-system/design-system.routes.ts',
];

describe('the guests-only pages’ texts', () => {
  it('hold every namespace their code, their layout and the page’s shell name', () => {
    // What every page runs (client.tsx without the screens it loads on demand), and each
    // guests-only screen with everything it loads, on demand too (a sign-in's second step…).
    const files = closure(path.join(root, 'src/client.tsx'), false);
    const authTable = fs.readFileSync(path.join(root, 'src-ui/routing/auth.routes.ts'), 'utf8');
    const guestScreens = [
      ...authTable.matchAll(/access: 'guest'[\s\S]*?import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'/g),
    ];
    expect(guestScreens.length).toBe(authRoutes.filter((route) => route.access === 'guest').length - 2);
    for (const [, specifier] of guestScreens) {
      closure(resolveImport(path.join(root, 'src-ui/routing/auth.routes.ts'), specifier!)!, true, files);
    }
    const named = new Map<string, string>();
    for (const file of files) {
      const relative = path.relative(root, file);
      if (SIGNED_IN_ROUTE_TABLES.includes(relative)) continue;
      // A route's title shows with its screen, past the gate for the screens that are not guests'.
      // Comments left out: they name globals (`location.href`) the way texts are named.
      const source = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/titleKey: '[^']*'/g, '');
      for (const namespace of NAMESPACES) {
        if (!named.has(namespace) && new RegExp(`['"\`]${namespace}\\.`).test(source))
          named.set(namespace, relative);
      }
    }
    const missing = [...named].filter(
      ([namespace]) => !(GUEST_TEXT_NAMESPACES as readonly string[]).includes(namespace),
    );
    expect(missing).toEqual([]);
    // Nothing listed that no guest page names (the list is what they need, no more).
    expect([...GUEST_TEXT_NAMESPACES].filter((namespace) => !named.has(namespace))).toEqual([]);
  });

  it('are a part of each file, by namespace', () => {
    const part = guestTexts(en);
    expect(Object.keys(part).sort()).toEqual([...GUEST_TEXT_NAMESPACES].sort());
    expect(part['login']).toEqual(en.login);
    expect(JSON.stringify(part).length).toBeLessThan(JSON.stringify(en).length / 5);
  });
});
