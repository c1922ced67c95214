import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit tests run without the Start plugin: components, schemas, mocks and server modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [viteReact()],
  test: {
    environment: 'node',
    include: ['{app,blocks,server-functions,mocks,styles,scripts}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/unit.ts'],
    restoreMocks: true,
  },
})
