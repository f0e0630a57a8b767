import { ESLint } from 'eslint'

/**
 * The project's ESLint for lint tests that lint code given as text under a path that need not
 * exist. The type-aware rules need files of the TypeScript project; such fixtures are not, so
 * those rules are off here.
 */
export const fixtureEslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
    },
  },
})
