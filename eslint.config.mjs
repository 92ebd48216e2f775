import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';

/** Raw HTML from data is never rendered. */
const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'No raw HTML from data.',
};

/**
 * ARIA 1.2 prohibits aria-label on a generic element (div, span without a role): axe reports it as
 * serious, but only when the element is on screen at the moment of the check (a skeleton, say).
 */
const noLabelOnGeneric = {
  selector:
    "JSXOpeningElement[name.name=/^(div|span)$/]:has(JSXAttribute[name.name=/^aria-label(ledby)?$/]):not(:has(JSXAttribute[name.name='role']))",
  message: 'A div or span with aria-label needs a role, or visible text (a loading block: BoxSkeleton).',
};

/** Rule 15: only an area's API adapter (src-infrastructure/<area>/) knows paths and methods. */
const apiPortsOnly =
  'Stores and views call an area API port (src-domain/<area>/<area>-api.port.ts), never the wire (rule 15).';

const browserGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'fetch',
  'XMLHttpRequest',
  'process',
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', noRawHtml, noLabelOnGeneric],
    },
  },
  {
    // The UI names no URL path of the API and no HTTP method, and never reaches the gateway.
    files: ['src-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/gateway/http-gateway.port'], message: apiPortsOnly }] },
      ],
      'no-restricted-syntax': [
        'error',
        noRawHtml,
        noLabelOnGeneric,
        { selector: 'Literal[value=/^\\/(api\\/|v\\d+\\/)/]', message: apiPortsOnly },
        { selector: 'TemplateElement[value.raw=/^\\/(api\\/|v\\d+\\/)/]', message: apiPortsOnly },
        {
          selector: "Property[key.name='method'][value.value=/^(GET|POST|PUT|PATCH|DELETE)$/]",
          message: apiPortsOnly,
        },
      ],
    },
  },
  {
    // The domain is framework-free: no browser or Node globals, no wall clock.
    files: ['src-domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...browserGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Take time from a ClockPort or a parameter.' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
