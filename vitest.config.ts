import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { iconsFromSprite } from './ui/icons/vite-plugin.ts'

// Unit tests run without the Start plugin: components, schemas, mocks and server modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [iconsFromSprite(), viteReact()],
  test: {
    environment: 'node',
    include: ['{app,blocks,domain,shared,ui,server-functions,mocks,styles,scripts}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/unit.ts'],
    // Processed by Vite, not loaded as it is, so that its icons take the site's factory (ui/icons/vite-plugin.ts).
    server: { deps: { inline: [/lucide-react/] } },
    restoreMocks: true,
    // Vitest's 5 s default failed on a busy machine (a 101 MB upload through the PDF API mock); four
    // times that leaves room for a machine three times slower. Tests wait on promises, never on the clock.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
