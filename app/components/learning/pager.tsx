import { css } from 'styled-system/css'
import { AppLink } from '#ui/app-link.tsx'

type Pagination = { page: number; pages: number }

/** Previous / numbered / next links; the page lives in the URL so lists are shareable. */
export function Pager({
  base,
  pagination,
  extra,
}: {
  base: string
  pagination: Pagination
  extra: Record<string, string>
}) {
  if (pagination.pages <= 1) return null
  const href = (page: number) => `${base}?${new URLSearchParams({ ...extra, page: String(page) })}`
  const link = css({
    px: '3',
    py: '1',
    borderRadius: 'md',
    color: 'fg.default',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted' },
  })
  return (
    <nav aria-label="Pages" className={css({ display: 'flex', gap: '2', mt: '10', flexWrap: 'wrap' })}>
      {pagination.page > 1 ? (
        <AppLink href={href(pagination.page - 1)} className={link}>
          Previous
        </AppLink>
      ) : null}
      {Array.from({ length: pagination.pages }, (_, index) => index + 1).map((page) => (
        <AppLink
          key={page}
          href={href(page)}
          className={link}
          aria-current={page === pagination.page ? 'page' : undefined}
        >
          {page}
        </AppLink>
      ))}
      {pagination.page < pagination.pages ? (
        <AppLink href={href(pagination.page + 1)} className={link}>
          Next
        </AppLink>
      ) : null}
    </nav>
  )
}
