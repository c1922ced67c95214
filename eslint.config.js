import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'styled-system/**',
      'node_modules/**',
      'app/routeTree.gen.ts',
      '.block-sample-*/**',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
      // The Strapi project: CommonJS on Strapi's own conventions, run by the machine's Node.
      'cms/**',
      // The Ghost project: CommonJS seed tooling beside the unpacked Ghost release.
      'blog/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    // Browser code: an Intl formatter built when a module loads costs 25-65 ms of main thread in
    // Chromium here, on every page that imports it (decision 017). Build it on first use, or format
    // without Intl.
    files: [
      'app/**/*.{ts,tsx}',
      'blocks/**/*.{ts,tsx}',
      'domain/**/*.{ts,tsx}',
      'shared/**/*.{ts,tsx}',
      'ui/**/*.{ts,tsx}',
      'server-functions/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.server.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
          message:
            'No Intl formatter at module level in browser code: build it on first use or format without Intl (decision 017).',
        },
      ],
    },
  },
  {
    // Playwright fixtures call their callback `use`, which is not a React hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
