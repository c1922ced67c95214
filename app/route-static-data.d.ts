import '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Forces the page's colour mode whatever the visitor prefers. */
    colorMode?: 'light' | 'dark'
  }
}
