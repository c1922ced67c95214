import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { notifySuccess } from '~/components/shell/notify.ts'
import { css } from 'styled-system/css'
import { button, field } from 'styled-system/recipes'
import { getAdminAccess, listAdminUsers } from '#server/admin/admin-users.functions.ts'
import { createAdminUserAction } from '#shared/api/actions/admin-users.ts'
import { callApi } from '#shared/api/client.ts'
import { UserForm } from '~/components/admin/user-form.tsx'
import { alertStyle } from '~/components/forms/field-styles.ts'

export const Route = createFileRoute('/_app/admin/users/')({
  // The console's reads and their schemas load with its pages, not with every app page.
  codeSplitGroupings: [['loader'], ['component']],
  // Both keys always, undefined when unusable (optional in the type, so links may leave them out): a
  // key left out kept the address's raw value in the route's search, which the router lays the
  // validated one over, and ?page=abc reached the server function, which refused it (400, error page).
  validateSearch: (search: Record<string, unknown>): { q?: string; page?: number } => ({
    q: typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 120) : undefined,
    page:
      typeof search.page === 'number' && Number.isInteger(search.page) && search.page > 1
        ? Math.min(search.page, 10_000)
        : undefined,
  }),
  beforeLoad: () => getAdminAccess(),
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1 }),
  loader: ({ deps }) => listAdminUsers({ data: { page: deps.page, query: deps.q } }),
  staleTime: 0,
  gcTime: 0,
  head: () => ({ meta: [{ title: 'Users | pdfRest admin' }, { name: 'robots', content: 'noindex' }] }),
  component: AdminUsersPage,
})

const cell = css({
  px: '3',
  py: '2',
  textAlign: 'left',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})

function AdminUsersPage() {
  const result = Route.useLoaderData()
  const { q, page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const router = useRouter()
  return (
    <section className={css({ maxW: 'content', mx: 'auto', px: '6', py: '12', display: 'grid', gap: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Users</h1>
      <form
        role="search"
        className={css({ display: 'flex', gap: '2', maxW: 'xl' })}
        onSubmit={(event) => {
          event.preventDefault()
          const query = new FormData(event.currentTarget).get('q')
          void navigate({ search: typeof query === 'string' && query.trim() ? { q: query.trim() } : {} })
        }}
      >
        <label htmlFor="admin-search" className="sr-only">
          Search users by email or name
        </label>
        <input
          id="admin-search"
          name="q"
          type="search"
          defaultValue={q ?? ''}
          placeholder="Search by email or name"
          className={field().control}
        />
        <button type="submit" className={button({ variant: 'outline' })}>
          Search
        </button>
      </form>
      {result.ok ? (
        <div className={css({ display: 'grid', gap: '3' })}>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="admin-total">
            {result.data.total} user{result.data.total === 1 ? '' : 's'}
            {q ? ` matching “${q}”` : ''}
          </p>
          <div className={css({ overflowX: 'auto' })}>
            <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
              <caption className="sr-only">Users</caption>
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    Email
                  </th>
                  <th scope="col" className={cell}>
                    Name
                  </th>
                  <th scope="col" className={cell}>
                    Sign-in
                  </th>
                  <th scope="col" className={cell}>
                    Roles
                  </th>
                  <th scope="col" className={cell}>
                    Confirmed
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.data.users.map((user) => (
                  <tr key={user.id}>
                    <td className={cell}>
                      <Link
                        to="/admin/users/$id/"
                        params={{ id: user.id }}
                        className={css({ textDecoration: 'underline' })}
                      >
                        {user.email}
                      </Link>
                    </td>
                    <td className={cell}>{user.fullName}</td>
                    <td className={cell}>{user.provider}</td>
                    <td className={cell}>{user.roles.join(', ')}</td>
                    <td className={cell}>{user.confirmedAt ? 'Yes' : 'No'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Pages" className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            {page > 1 ? (
              <Link
                to="/admin/users/"
                search={{ ...(q ? { q } : {}), ...(page > 2 ? { page: page - 1 } : {}) }}
                className={button({ variant: 'outline', size: 'sm' })}
              >
                Previous
              </Link>
            ) : null}
            <span className={css({ fontSize: 'sm' })}>
              Page {result.data.page} of {result.data.pageCount}
            </span>
            {page < result.data.pageCount ? (
              <Link
                to="/admin/users/"
                search={{ ...(q ? { q } : {}), page: page + 1 }}
                className={button({ variant: 'outline', size: 'sm' })}
              >
                Next
              </Link>
            ) : null}
          </nav>
        </div>
      ) : (
        <div role="alert" className={alertStyle}>
          {result.message}
        </div>
      )}
      <section aria-labelledby="create-user-title" className={css({ display: 'grid', gap: '4' })}>
        <h2 id="create-user-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Create a user
        </h2>
        <UserForm
          initial={{ email: '', password: '', fullName: '', extraData: '' }}
          passwordRequired
          submitLabel="Create user"
          onSubmit={async (values) => {
            const created = await callApi(createAdminUserAction, values)
            if (!created.ok) return created
            void notifySuccess(`Created ${created.data.email}`)
            await router.invalidate()
            return { ok: true }
          }}
        />
      </section>
    </section>
  )
}
