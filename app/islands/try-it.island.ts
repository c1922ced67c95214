import { LAB_MESSAGES, type LabResult } from '#shared/api/lab.schema.ts'
import { publishSignedIn } from '#ui/signed-in-store.ts'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import { findLabTool, paramProblems } from '#domain/pdf-api/tools.ts'
import { fileCountProblem, runLab } from '~/components/apilab/run-lab.ts'
import { statusOutcome } from '~/components/apilab/status-outcome.ts'
import { TRY_IT_FIELD_PREFIX, formValues, signInAddress } from '~/components/docs/try-it-values.ts'

const part = <T extends Element>(form: HTMLFormElement, name: string, type: new () => T): T | null => {
  const element = form.querySelector(`[data-try-it-${name}]`)
  return element instanceof type ? element : null
}

/** The problems above the buttons, each control that has one marked invalid; the first gets the focus. */
function showProblems(form: HTMLFormElement, tool: LabTool, problems: [string, string][]) {
  const box = part(form, 'problems', HTMLElement)
  if (!box) return
  for (const control of form.querySelectorAll('[aria-invalid="true"]'))
    control.setAttribute('aria-invalid', 'false')
  box.replaceChildren(
    ...problems.map(([name, message]) => {
      const line = document.createElement('p')
      const label = tool.params.find((spec) => spec.name === name)?.label
      line.textContent = label ? `${label}: ${message}` : message
      return line
    }),
  )
  box.hidden = problems.length === 0
  const controls = problems.flatMap(([name]) => {
    const control = document.getElementById(`${TRY_IT_FIELD_PREFIX}${name}`)
    return control ? [control] : []
  })
  for (const control of controls) control.setAttribute('aria-invalid', 'true')
  controls[0]?.focus()
}

/** The API's answer: its status in the usual colours, the time, the body and the output's download. */
function showResult(form: HTMLFormElement, result: Extract<LabResult, { ok: true }>) {
  const section = part(form, 'result', HTMLElement)
  const status = part(form, 'status', HTMLElement)
  const timing = part(form, 'timing', HTMLElement)
  const download = part(form, 'download', HTMLAnchorElement)
  const body = part(form, 'body', HTMLElement)
  if (!section || !status || !timing || !download || !body) return
  const outcome = statusOutcome(result.status)
  status.textContent = `${result.status} ${result.statusText}`
  status.className = status.getAttribute(`data-${outcome}`) ?? ''
  status.dataset.outcome = outcome
  timing.textContent = `${result.timingMs} ms`
  download.hidden = !result.download
  if (result.download) {
    download.href = result.download.href
    download.download = result.download.name
    download.textContent = `Download ${result.download.name}`
  }
  body.textContent = result.body
  section.hidden = false
  section.querySelector('h3')?.setAttribute('tabindex', '-1')
  section.querySelector<HTMLElement>('h3')?.focus()
}

/**
 * Island `try-it`: the reference page's "Try it" form, woken by focus or a click in it (no React).
 * It sends through the API lab's own route (runLab: the lab's gate, limits and the customer's key on
 * the server); a signed-out visitor's button goes to sign-in with the form's values in the address.
 */
export function mount(container: HTMLElement): void {
  const tool = findLabTool(container.dataset.tool ?? '')
  const form = container.querySelector('form')
  if (!tool || !form) return
  const send = form.querySelector<HTMLButtonElement>('button[value="send"]')
  let running = false
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const values = formValues(tool, new FormData(form))
    if (event.submitter instanceof HTMLButtonElement && event.submitter.value === 'sign-in') {
      location.assign(signInAddress(tool, values))
      return
    }
    if (running) return
    const files = [...(part(form, 'file', HTMLInputElement)?.files ?? [])]
    const fileProblem = fileCountProblem(tool.files.min, files.length)
    const problems = Object.entries(paramProblems(tool, values))
    showProblems(form, tool, fileProblem ? [...problems, ['file', fileProblem]] : problems)
    if (problems.length > 0 || fileProblem) return
    running = true
    send?.setAttribute('aria-busy', 'true')
    if (send) send.disabled = true
    void runLab({ tool: tool.id, region: 'global', values, files }).then((result) => {
      running = false
      send?.removeAttribute('aria-busy')
      if (send) send.disabled = false
      if (result.ok) return showResult(form, result)
      part(form, 'result', HTMLElement)?.setAttribute('hidden', '')
      const refused = Object.entries(result.problems ?? {})
      showProblems(form, tool, refused.length > 0 ? refused : [['', result.message]])
      // The lab's gate says nobody is signed in (a stale hint): the form offers sign-in instead.
      if (result.message === LAB_MESSAGES.signedOut) publishSignedIn(null)
    })
  })
}
