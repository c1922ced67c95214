import { css } from 'styled-system/css'
import { button, field } from 'styled-system/recipes'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import type { PlanName } from '#domain/plans/plan-rules.ts'
import { signedInOnly, signedOutOnly } from '#ui/signed-in-state.ts'
import { filesRule, uploadLimitsText } from '#domain/pdf-api/param-docs.ts'
import { acceptsPdfOnly, filesLabel } from '~/components/apilab/files-label.ts'
import { ParamFields } from '~/components/apilab/param-fields.tsx'
import { ProToolNotice } from '~/components/apilab/pro-tool-notice.tsx'
import { statusStyles } from '~/components/apilab/result-panel.tsx'
import { startValues } from '~/components/apilab/start-values.ts'
import { alertStyle } from '~/components/forms/field-styles.ts'
import { docsStyles as s } from './docs-layout.tsx'
import { TRY_IT_FIELD_PREFIX, TRY_IT_ID } from './try-it-values.ts'

const panel = css({
  mt: '4',
  p: { base: '4', md: '6' },
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '5',
})
const row = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })

/**
 * "Try it" on an endpoint's reference page: the tool's form from its declaration, rendered on the
 * server and inert until the visitor's intent wakes the `try-it` island (focus or a click in it),
 * which sends it through the API lab's route with the signed-in customer's key. A signed-out visitor
 * is offered sign-in instead, and comes back to this form with its values (`kept`, read from the
 * address in a personal render only). Without JavaScript the panel gives way to a link to the lab.
 */
export function TryItPanel({
  tool,
  kept,
  plan,
}: {
  tool: LabTool
  kept: Record<string, string>
  plan: PlanName | null
}) {
  const values = { ...startValues(tool), ...kept }
  const fileId = `${TRY_IT_FIELD_PREFIX}file`
  return (
    <>
      <noscript>
        <p className={s.p}>
          Running a request from this page needs JavaScript.{' '}
          <a className={css({ textDecoration: 'underline' })} href={`/apilab/?tool=${tool.id}`}>
            Try {tool.name} in the API lab
          </a>{' '}
          or send one of the code samples below with your key.
        </p>
      </noscript>
      <div data-island="try-it" data-island-focus="" data-needs-script="" data-tool={tool.id}>
        {/* Sent natively only by Enter before the island's code has arrived: to the lab, the tool chosen. */}
        <form aria-label={`Try ${tool.name}`} noValidate method="get" action="/apilab/" className={panel}>
          <input type="hidden" name="tool" value={tool.id} />
          <p className={muted}>
            Runs <code className={s.code}>POST /{tool.id}</code> with your own API key, through the API lab:
            your plan&apos;s limits apply and each run counts as a call.
          </p>
          <ParamFields
            tool={tool}
            values={values}
            problems={{}}
            onChange={() => undefined}
            idPrefix={TRY_IT_FIELD_PREFIX}
          />
          <div>
            <label htmlFor={fileId} className={field().label}>
              {filesLabel(tool)}
            </label>
            <input
              id={fileId}
              type="file"
              data-try-it-file=""
              multiple={tool.files.max > 1}
              accept={acceptsPdfOnly(tool) ? 'application/pdf,.pdf' : undefined}
              aria-describedby={`${fileId}-help`}
              className={css({ display: 'block', mt: '1', fontSize: 'sm', maxW: 'full' })}
            />
            <p id={`${fileId}-help`} className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })}>
              {tool.extraFiles ? `In order: ${filesRule(tool)}. ` : ''}Largest file per plan:{' '}
              {uploadLimitsText()}.
            </p>
          </div>
          <ProToolNotice tool={tool} plan={plan} refused={false} />
          <div data-try-it-problems="" role="alert" hidden className={alertStyle} />
          <div className={row}>
            <button type="submit" value="send" className={`${button()} ${signedInOnly}`}>
              Send request
            </button>
            <p className={`${muted} ${signedOutOnly}`}>Sign in to send it with your own key.</p>
            <button
              type="submit"
              value="sign-in"
              className={`${button({ variant: 'outline' })} ${signedOutOnly}`}
            >
              Sign in to try it
            </button>
          </div>
          <section
            data-try-it-result=""
            aria-labelledby={`${TRY_IT_ID}-response`}
            hidden
            className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' })}
          >
            <h3 id={`${TRY_IT_ID}-response`} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
              Response
            </h3>
            <p className={row}>
              <span
                data-try-it-status=""
                data-success={statusStyles.success}
                data-refused={statusStyles.refused}
                data-failed={statusStyles.failed}
              />
              <span data-try-it-timing="" className={muted} />
              <a data-try-it-download="" hidden className={button({ size: 'sm' })} />
            </p>
            <pre data-try-it-body="" tabIndex={0} aria-label="Response body" className={s.pre} />
          </section>
        </form>
      </div>
    </>
  )
}
