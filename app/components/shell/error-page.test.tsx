// @vitest-environment happy-dom
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { ErrorPage } from './error-page.tsx'

async function statusShownFor(error: Error) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ErrorPage error={error} reset={() => undefined} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
  return (await screen.findByRole('heading', { level: 1 })).textContent
}

afterEach(cleanup)

describe('ErrorPage', () => {
  it('says 400 for input a server function refused, as the response does', async () => {
    expect(await statusShownFor(new Error(INVALID_REQUEST_MESSAGE))).toBe('400')
  })

  it('says 500 for anything else, never with the error’s own text', async () => {
    expect(await statusShownFor(new Error('secret internal detail'))).toBe('500')
    expect(document.body.textContent).not.toContain('secret internal detail')
  })
})
