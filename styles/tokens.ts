import { defineTokens } from '@pandacss/dev'

// The brand palettes; cerise is the primary colour.
export const tokens = defineTokens({
  colors: {
    cerise: {
      50: { value: '#fdf2f4' },
      100: { value: '#fbe6ea' },
      200: { value: '#f6c1cc' },
      300: { value: '#ef8fa3' },
      400: { value: '#e4567a' },
      500: { value: '#d14041' },
      600: { value: '#b82f4f' },
      700: { value: '#9a2442' },
      800: { value: '#7f213b' },
      900: { value: '#6b1f36' },
    },
    chardonnay: {
      100: { value: '#fff4dc' },
      300: { value: '#ffd483' },
      500: { value: '#f8b84e' },
      700: { value: '#c17f16' },
    },
    cool: {
      50: { value: '#f9fafb' },
      100: { value: '#f3f4f6' },
      200: { value: '#e5e7eb' },
      300: { value: '#d1d5db' },
      400: { value: '#9ca3af' },
      500: { value: '#6b7280' },
      600: { value: '#4b5563' },
      700: { value: '#374151' },
      800: { value: '#1f2937' },
      900: { value: '#111827' },
      950: { value: '#030712' },
    },
    pdfrestGray: {
      50: { value: '#f6f6f8' },
      100: { value: '#e9e9ee' },
      200: { value: '#cfd0da' },
      300: { value: '#a9abbb' },
      400: { value: '#7c7f95' },
      500: { value: '#5c5f75' },
      600: { value: '#45475a' },
      700: { value: '#2f3040' },
      800: { value: '#1e1f2b' },
      900: { value: '#14141d' },
      950: { value: '#0b0b11' },
    },
    mulledWine: {
      300: { value: '#a99bc4' },
      500: { value: '#6c5a91' },
      700: { value: '#4a3c68' },
      900: { value: '#2b2240' },
    },
    logoPurple: { value: '#5b3fd6' },
    loadingBar: { value: '#d14041' },
  },
  sizes: {
    header: { value: '4rem' },
    content: { value: '80rem' },
  },
  // Layers from the page up: menus open inside the sticky header, dialogs and their shade cover it,
  // and the loading bar stays above everything.
  zIndex: {
    dropdown: { value: 1000 },
    sticky: { value: 1100 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    max: { value: 2147483647 },
  },
})
