import { useRouterState } from '@tanstack/react-router'
import { ErrorView } from './error-page.tsx'

/** The document titles of the error pages: their own, never the page they stand in for. */
export const NOT_FOUND_TITLE = 'Page not found | pdfRest'
export const ERROR_TITLE = 'Something went wrong | pdfRest'

export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`
}

export function NotFoundPage() {
  const path = useRouterState({ select: (state) => state.location.pathname })
  return <ErrorView status={404} message={notFoundMessage(path)} />
}
