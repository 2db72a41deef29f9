import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { readdirSync } from 'node:fs';

// Each folder of apps/web/src/features may import only from itself and shared code.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Test support lives outside src/ (`@mt/<package>/testing`, a service's test/ folder) or in a
// testing/ folder; no production file may import it, nor the test runner.
const testOnlyImports = [
  {
    regex: '^@mt/[^/]+/(testing|test)(/|$)|(^|/)(testing|test)(/|$)|^vitest(/|$)',
    message: 'Test support: import it from tests only.',
  },
];
const testFiles = [
  '**/*.test.{ts,tsx}',
  'apps/web/src/testing/**',
  'apps/web/src/features/*/testing/**',
  'apps/gateway/src/testing/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist.next/**',
      '**/dist.previous/**',
      '**/dist-server/**',
      '**/dist-server.next/**',
      'data/**',
      'backups/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'tsconfig.json',
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'services/*/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // bulletproof-react: shared -> features -> app, and no feature imports another.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/i18n',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            // The renderer knows no page: each route module declares its own data, which the
            // renderer finds through the route tree (docs/decisions/072).
            {
              target: ['./apps/web/src/server-render', './apps/web/src/entry-server.tsx'],
              from: ['./apps/web/src/features', './apps/web/src/app/routes'],
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'apps/web/server/**/*.ts',
      'services/*/src/**/*.ts',
      'packages/*/src/**/*.ts',
    ],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: testOnlyImports }] },
  },
  {
    // Toasts go through lib/toast.ts, which mounts the lazily loaded toaster (docs/decisions/037).
    // This block's rule replaces the one above for the files it covers, so it repeats its patterns.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/toast.ts',
      'apps/web/src/components/ui/toaster.tsx',
      'apps/web/src/components/ui/toast-limiter.tsx',
      ...testFiles,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-hot-toast', message: 'Import { toast } from lib/toast.' }],
          patterns: testOnlyImports,
        },
      ],
    },
  },
  {
    // Command-line scripts talk to a person on a terminal.
    files: ['scripts/**/*.ts', 'services/*/src/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
