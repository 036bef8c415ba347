// Lint, including the import direction of docs/architecture.md#import-direction as rules rather than goodwill:
// domain imports nothing of the project; src, sw and server import domain; src never imports
// server at run time; features never import each other; src/lib, src/config and components/ui import
// neither features nor the app; the service worker imports nothing of src.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ ...p, allowTypeImports: p.allowTypeImports ?? false })) }],
});

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'data', '.test-output', '.screenshots', 'drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty-pattern': 'off',
      // Keep files small: split one that passes 300 lines (docs/architecture.md#conventions-9). Blank
      // lines and comments do not count, so a why-comment never pushes a file into a split.
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Files and folders are kebab-case; role suffixes (.routes, .queries, .test, .spec) are checked
    // as part of the extension (docs/architecture.md#conventions-7).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{domain,server,src,sw,tests,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: restrict([{ group: ['@/*', '@server/*', '**/src/**', '**/server/**', '**/sw/**'], message: 'domain/ imports nothing of the project.' }]),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@server/*', '**/server/**'], message: 'The browser never imports server code at run time.', allowTypeImports: true },
      { group: ['**/sw/**'], message: 'The app does not import the service worker.' },
    ]),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      { group: ['@server/*', '**/server/**'], message: 'The browser never imports server code at run time.', allowTypeImports: true },
      {
        group: features.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}/**`, `**/features/${f}/**`]),
        message: 'Features do not import each other; compose them in src/app.',
      },
      { group: ['@/app/*', '**/app/**'], message: 'Features do not import the app; the app imports features.' },
    ]),
  })),
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@server/*', '**/server/**'], message: 'The browser never imports server code at run time.', allowTypeImports: true },
      { group: ['**/sw/**'], message: 'The app does not import the service worker.' },
      {
        group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
        message: 'src/lib and src/config are below features and the app: they import neither.',
      },
    ]),
  },
  {
    files: ['src/components/ui/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@server/*', '**/server/**'], message: 'The browser never imports server code at run time.', allowTypeImports: true },
      { group: ['**/sw/**'], message: 'The app does not import the service worker.' },
      {
        group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**', '@/lib/api-client'],
        message: 'UI components are plain: no features, no data fetching.',
      },
    ]),
  },
  {
    files: ['sw/**/*.ts'],
    rules: restrict([{ group: ['@/*', '**/src/**', '**/server/**', '@server/*'], message: 'The service worker imports nothing from src/ or server/.' }]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([{ group: ['@/*', '**/src/**', '**/sw/**'], message: 'The server never imports browser code.' }]),
  },
);
