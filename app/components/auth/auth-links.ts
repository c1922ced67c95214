import type { AuthModalView } from '#shared/api/auth-modal.schema.ts'

/** Where the modal's links lead: the same page with another view of the modal, or without it. */
export type AuthLinks = { close: string; view: (view: AuthModalView) => string }

/**
 * The page's own address without a modal, and with one (keeping the account guard's `next`): the
 * modal's links without JavaScript (the server renders the view a page's `?auth=` asks for), which
 * switch the view in place once the island is live.
 */
export function authLinks(pathname: string, search: string): AuthLinks {
  const params = new URLSearchParams(search)
  const next = params.get('next')
  params.delete('auth')
  params.delete('next')
  const page = (extra: URLSearchParams) => {
    const query = extra.toString()
    return query ? `${pathname}?${query}` : pathname
  }
  return {
    close: page(params),
    view: (view) => {
      const withView = new URLSearchParams(params)
      withView.set('auth', view)
      if (next) withView.set('next', next)
      return page(withView)
    },
  }
}
