import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { LAB_MESSAGES, type LabResult } from '#shared/api/lab.schema.ts'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import { paramProblems } from '#domain/pdf-api/tools.ts'
import type { PlanName } from '#domain/plans/plan-rules.ts'
import { useAuth } from '~/components/auth/auth-context.ts'
import { alertStyle } from '~/components/forms/field-styles.ts'
import { notifyError, notifySuccess } from '~/components/shell/notify.ts'
import { CodePanel } from './code-panel.tsx'
import { FileDrop } from './file-drop.tsx'
import { ParamFields } from './param-fields.tsx'
import { ProToolNotice } from './pro-tool-notice.tsx'
import { ResultPanel } from './result-panel.tsx'
import { fileCountProblem, runLab } from './run-lab.ts'
import { startValues } from './start-values.ts'

/** A run that finishes or fails raises a toast, so the outcome is seen even when scrolled away. */
function announce(tool: LabTool, result: LabResult) {
  if (!result.ok) void notifyError(`${tool.name}: ${result.message}`)
  else if (result.status >= 200 && result.status < 300)
    void notifySuccess(
      `${tool.name} finished: ${result.status} ${result.statusText} in ${result.timingMs} ms`,
    )
  else void notifyError(`${tool.name} failed: ${result.status} ${result.statusText}`)
}

/** One tool's workbench: parameters, files, send, response and code. Keyed by tool, so it resets per tool. */
export function ApiLabWorkbench({
  tool,
  plan,
  maxUploadBytes,
}: {
  tool: LabTool
  plan: PlanName | null
  maxUploadBytes: number
}) {
  const auth = useAuth()
  const [values, setValues] = useState<Record<string, string>>(() => startValues(tool))
  const [files, setFiles] = useState<File[]>([])
  const [fileErrors, setFileErrors] = useState<string[]>([])
  const [region, setRegion] = useState<'global' | 'eu'>('global')
  const [attempted, setAttempted] = useState(false)
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<LabResult | null>(null)
  const running = useRef(false)

  const problems = paramProblems(
    tool,
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
  )
  const fileProblem = fileCountProblem(tool.files.min, files.length)

  const submit = async () => {
    setAttempted(true)
    if (running.current || Object.keys(problems).length > 0 || fileProblem) return
    running.current = true
    setSending(true)
    setOutcome(null)
    try {
      const result = await runLab({ tool: tool.id, region, values, files })
      setOutcome(result)
      announce(tool, result)
    } finally {
      running.current = false
      setSending(false)
    }
  }

  return (
    <div
      className={css({
        display: 'grid',
        gap: '8',
        // minmax(0, …) at every width: an auto track grows to the widest code line and the page scrolls sideways.
        gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      })}
    >
      <form
        aria-label={`${tool.name} request`}
        noValidate
        className={css({
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: '5',
          alignContent: 'start',
        })}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <ParamFields
          tool={tool}
          values={values}
          problems={
            attempted
              ? problems
              : Object.fromEntries(Object.entries(problems).filter(([name]) => (values[name] ?? '') !== ''))
          }
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        />
        <FileDrop
          tool={tool}
          plan={plan}
          maxBytes={maxUploadBytes}
          files={files}
          onFilesChange={(next) => {
            setFiles(next)
            setFileErrors([])
          }}
          onReject={setFileErrors}
        />
        {fileErrors.length > 0 || (attempted && fileProblem) ? (
          <div role="alert" className={alertStyle}>
            {[...fileErrors, ...(attempted && fileProblem ? [fileProblem] : [])].map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        <ProToolNotice tool={tool} plan={plan} refused={outcome?.ok === true && outcome.status === 403} />
        {auth.user ? (
          <button type="submit" className={button({ size: 'lg' })} disabled={sending} aria-busy={sending}>
            {sending ? 'Sending…' : 'Send request'}
          </button>
        ) : (
          <div
            role="note"
            className={css({ p: '4', borderRadius: 'lg', bg: 'bg.muted', display: 'grid', gap: '3' })}
          >
            <p>{LAB_MESSAGES.signedOut} Your free Starter key is ready in under a minute.</p>
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <button type="button" className={button()} onClick={auth.openSignUp}>
                Get Started
              </button>
              <button
                type="button"
                className={button({ variant: 'outline' })}
                onClick={() => auth.openSignIn(`/apilab/?tool=${tool.id}`)}
              >
                Sign In
              </button>
            </div>
          </div>
        )}
        {outcome && !outcome.ok ? (
          <div role="alert" className={alertStyle}>
            {outcome.message}
          </div>
        ) : null}
        {outcome?.ok ? <ResultPanel result={outcome} /> : null}
      </form>
      <CodePanel
        tool={tool}
        values={values}
        fileNames={files.map((file) => file.name)}
        region={region}
        onRegionChange={setRegion}
        signedIn={auth.user !== null}
      />
    </div>
  )
}
