import { defineConfig } from '@pandacss/dev'
import { globalCss } from './styles/global.ts'
import { pruneCss } from './styles/prune-css.ts'
import { buttonRecipe } from './styles/recipes/button.ts'
import { fieldRecipe } from './styles/recipes/field.ts'
import { semanticTokens } from './styles/semantic-tokens.ts'
import { tokens } from './styles/tokens.ts'

export default defineConfig({
  preflight: true,
  include: [
    './app/**/*.{ts,tsx}',
    './blocks/**/*.{ts,tsx}',
    './ui/**/*.{ts,tsx}',
    './shared/**/*.{ts,tsx}',
    './styles/**/*.ts',
  ],
  exclude: ['**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Dark is the default; the light mode is an override set on <html data-color-mode="light">.
  conditions: {
    extend: {
      light: '[data-color-mode=light] &',
      dark: '[data-color-mode=dark] &',
    },
  },
  globalCss,
  // Custom properties nothing reads are dropped: see styles/prune-css.ts (decision 028).
  hooks: {
    'cssgen:done': ({ artifact, content }) => (artifact === 'styles.css' ? pruneCss(content) : undefined),
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      recipes: { button: buttonRecipe },
      slotRecipes: { field: fieldRecipe },
    },
  },
})
