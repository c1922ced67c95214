import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { iconModules } from './icon-sprite.gen.ts'

const factory = fileURLToPath(new URL('./sprite-icon.tsx', import.meta.url))
const iconFolder = fileURLToPath(new URL('../../node_modules/lucide-react/dist/esm/icons/', import.meta.url))
const lucideIndex = '\0pdfrest:lucide-icons'

/**
 * Every lucide icon drawn from the site's sprite (sprite-icon.tsx), in the app's, the islands' and the
 * unit tests' builds alike, so a server-rendered icon and an island's are the same markup:
 * - `lucide-react` resolves to an index of only the icons the source imports (icon-sprite.gen.ts,
 *   written with the sprite), each from its own ES module: lucide's `node` build is one CommonJS file
 *   with its own factory inside, and its full index is some 1,700 modules for a unit test to load;
 * - lucide's icon modules import their factory as `../createLucideIcon.mjs`, which becomes ours
 *   (scripts/icon-sprite.test.ts fails when a lucide release names it otherwise).
 * An icon imported without `npm run icons` is a missing export, and the sprite's test names it.
 */
export function iconsFromSprite(): Plugin {
  return {
    name: 'pdfrest:icons-from-sprite',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'lucide-react') return lucideIndex
      if (source === '../createLucideIcon.mjs' && importer?.includes('/lucide-react/')) return factory
      return null
    },
    load(id) {
      if (id !== lucideIndex) return null
      return Object.entries(iconModules)
        .map(([name, file]) => `export { default as ${name} } from ${JSON.stringify(iconFolder + file)}`)
        .join('\n')
    },
  }
}
