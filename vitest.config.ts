import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'test/lint/**/*.test.ts',
      'vite-plugins/**/*.test.ts',
      'test/integration/**/*.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
