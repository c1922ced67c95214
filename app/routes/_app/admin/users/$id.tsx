import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { notifySuccess } from '~/components/shell/notify.ts'
import { css } from 'styled-system/css'
import { getAdminAccess, getAdminUser } from '#server/admin/admin-users.functions.ts'
import { deleteAdminUserAction, updateAdminUserAction } from '#shared/api/actions/admin-users.ts'
import { callApi } from '#shared/api/client.ts'
import { DeleteUserDialog } from '~/components/admin/delete-user-dialog.tsx'
import { UserForm } from '~/components/admin/user-form.tsx'
import { alertStyle } from '~/components/forms/field-styles.ts'
import { adminUserRequestSchema } from '#shared/api/admin-users.schema.ts'
import { requestOrNotFound } from '~/route-request.ts'

export const Route = createFileRoute('/_app/admin/users/$id')({
  // The console's reads and their schemas load with its pages, not with every app page.
  codeSplitGroupings: [['loader'], ['component']],
  beforeLoad: () => getAdminAccess(),
  loader: ({ params }) =>
    getAdminUser({ data: requestOrNotFound(adminUserRequestSchema, { id: params.id }) }),
  staleTime: 0,
  gcTime: 0,
  head: () => ({ meta: [{ title: 'User | pdfRest admin' }, { name: 'robots', content: 'noindex' }] }),
  component: AdminUserPage,
})

const row = css({ display: 'grid', gridTemplateColumns: '10rem 1fr', gap: '2', py: '1' })

function AdminUserPage() {
  const result = Route.useLoaderData()
  const router = useRouter()
  const navigate = Route.useNavigate()
  return (
    <section className={css({ maxW: 'content', mx: 'auto', px: '6', py: '12', display: 'grid', gap: '8' })}>
      <Link to="/admin/users/" className={css({ textDecoration: 'underline', fontSize: 'sm' })}>
        All users
      </Link>
      {result.ok ? (
        <>
          <div>
            <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', wordBreak: 'break-all' })}>
              {result.data.email}
            </h1>
            <dl className={css({ mt: '4', fontSize: 'sm' })}>
              <div className={row}>
                <dt>Id</dt>
                <dd className={css({ fontFamily: 'mono' })}>{result.data.id}</dd>
              </div>
              <div className={row}>
                <dt>Sign-in</dt>
                <dd>{result.data.provider}</dd>
              </div>
              <div className={row}>
                <dt>Roles</dt>
                <dd>{result.data.roles.join(', ') || 'none'}</dd>
              </div>
              <div className={row}>
                <dt>Created</dt>
                <dd>{result.data.createdAt ?? 'unknown'}</dd>
              </div>
              <div className={row}>
                <dt>Confirmed</dt>
                <dd>{result.data.confirmedAt ?? 'not yet'}</dd>
              </div>
            </dl>
          </div>
          <section aria-labelledby="edit-user-title" className={css({ display: 'grid', gap: '4' })}>
            <h2 id="edit-user-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
              Edit
            </h2>
            <UserForm
              key={result.data.updatedAt ?? result.data.id}
              initial={{
                email: result.data.email,
                password: '',
                fullName: result.data.fullName,
                extraData: result.data.extraData,
              }}
              passwordRequired={false}
              submitLabel="Save changes"
              onSubmit={async (values) => {
                const saved = await callApi(updateAdminUserAction, { id: result.data.id, ...values })
                if (!saved.ok) return saved
                void notifySuccess('Saved')
                await router.invalidate()
                return { ok: true }
              }}
            />
          </section>
          <DeleteUserDialog
            email={result.data.email}
            onDelete={async () => {
              const deleted = await callApi(deleteAdminUserAction, { id: result.data.id })
              if (!deleted.ok) return deleted
              void notifySuccess(`Deleted ${result.data.email}`)
              await navigate({ to: '/admin/users/' })
              return { ok: true }
            }}
          />
        </>
      ) : (
        <div role="alert" className={alertStyle}>
          {result.message}
        </div>
      )}
    </section>
  )
}
