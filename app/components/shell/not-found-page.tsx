import { useRouterState } from '@tanstack/react-router'
import { ErrorView } from './error-page.tsx'

export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`
}

export function NotFoundPage() {
  const path = useRouterState({ select: (state) => state.location.pathname })
  return <ErrorView status={404} message={notFoundMessage(path)} />
}
