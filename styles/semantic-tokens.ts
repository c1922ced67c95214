import { defineSemanticTokens } from '@pandacss/dev'

// base = dark (the site default); _light = the opt-in light mode.
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.pdfrestGray.950}', _light: '{colors.cool.50}' } },
      subtle: { value: { base: '{colors.pdfrestGray.900}', _light: '{colors.white}' } },
      muted: { value: { base: '{colors.pdfrestGray.800}', _light: '{colors.cool.100}' } },
      emphasized: { value: { base: '{colors.pdfrestGray.700}', _light: '{colors.cool.200}' } },
    },
    fg: {
      default: { value: { base: '{colors.cool.50}', _light: '{colors.cool.900}' } },
      muted: { value: { base: '{colors.pdfrestGray.200}', _light: '{colors.cool.600}' } },
      subtle: { value: { base: '{colors.pdfrestGray.300}', _light: '{colors.cool.600}' } },
    },
    border: {
      default: { value: { base: '{colors.pdfrestGray.700}', _light: '{colors.cool.200}' } },
      emphasized: { value: { base: '{colors.pdfrestGray.500}', _light: '{colors.cool.400}' } },
    },
    accent: {
      default: { value: { base: '{colors.cerise.400}', _light: '{colors.cerise.600}' } },
      emphasized: { value: { base: '{colors.cerise.300}', _light: '{colors.cerise.700}' } },
      solid: { value: { base: '{colors.cerise.600}', _light: '{colors.cerise.600}' } },
      solidHover: { value: { base: '{colors.cerise.700}', _light: '{colors.cerise.700}' } },
      fg: { value: { base: '{colors.white}', _light: '{colors.white}' } },
    },
    badge: {
      pro: { value: { base: '{colors.chardonnay.300}', _light: '{colors.chardonnay.300}' } },
    },
    danger: {
      bg: { value: { base: '#3b0d12', _light: '#fde8ea' } },
      fg: { value: { base: '#ffb4bc', _light: '#9b1c2c' } },
      border: { value: { base: '#a3213a', _light: '#f1a7b1' } },
      // A filled shape that says something is wrong (an over-quota meter): 3:1 against bg.muted.
      solid: { value: { base: '#e5484d', _light: '#c0283c' } },
    },
    // HTTP outcomes in the usual colours: green for 2xx, amber for a refusal (4xx), danger for 5xx.
    success: {
      bg: { value: { base: '#0f2e1b', _light: '#e3f5e8' } },
      fg: { value: { base: '#8fe3a6', _light: '#17602d' } },
    },
    warning: {
      bg: { value: { base: '#33250a', _light: '#fdf1d8' } },
      fg: { value: { base: '#ffd27a', _light: '#7a4a00' } },
    },
    focusRing: { value: { base: '{colors.chardonnay.300}', _light: '{colors.mulledWine.700}' } },
  },
})
