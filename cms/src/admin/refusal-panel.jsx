import * as React from 'react'
import { useForm } from '@strapi/strapi/admin'
import { firstRefusal, satisfiedListRefusals } from './refusal-reveal.js'

/** Resolves once an element of the edit form shows `message` as a field's refusal. */
function messageShown(message, signal) {
  const find = () =>
    [...document.querySelectorAll('main [data-strapi-field-error]')].find(
      (element) => element.textContent === message,
    )
  return new Promise((resolve) => {
    const found = find()
    if (found) return resolve(found)
    const observer = new MutationObserver(() => {
      const element = find()
      if (!element) return
      observer.disconnect()
      resolve(element)
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    signal.addEventListener('abort', () => observer.disconnect())
  })
}

/** The refused field's own control: the one its message describes, else the first it holds. */
function controlOf(message) {
  const described = document.querySelector(`[aria-describedby~="${CSS.escape(message.id)}"]`)
  if (described instanceof HTMLElement) return described
  const field = message.parentElement
  const control = field?.querySelector('input, textarea, select, button, [tabindex]:not([tabindex="-1"])')
  return control instanceof HTMLElement ? control : undefined
}

/**
 * Shows a refused save or publish where it is: once the submit has finished and the refused field's
 * message is on the page (Strapi opens the section holding it, with an animation, and focuses the
 * first field it can find after a timer), that message is brought to the middle of the view and its
 * field focused. Waiting on these conditions, not on a delay, is what keeps Strapi's own steps from
 * undoing it. Also drops "add a section" once the page has one. Shows nothing in the side panel.
 */
export function RefusalRevealPanel() {
  const errors = useForm('RefusalRevealPanel', (state) => state.errors)
  const values = useForm('RefusalRevealPanel', (state) => state.values)
  const isSubmitting = useForm('RefusalRevealPanel', (state) => state.isSubmitting)
  const setErrors = useForm('RefusalRevealPanel', (state) => state.setErrors)
  const wasSubmitting = React.useRef(false)

  React.useEffect(() => {
    const finished = wasSubmitting.current && !isSubmitting
    wasSubmitting.current = isSubmitting
    const message = finished ? firstRefusal(errors) : undefined
    if (message === undefined) return undefined
    const stop = new AbortController()
    ;(async () => {
      const element = await messageShown(message, stop.signal)
      // Strapi's own focus runs on a zero timer queued with the errors: this one is queued after it.
      await new Promise((resolve) => setTimeout(resolve, 0))
      // The section holding the field opens with an animation: its height is known once it ends.
      const opening = document
        .getAnimations()
        .filter((animation) => animation.effect?.target?.contains?.(element))
      await Promise.all(opening.map((animation) => animation.finished.catch(() => undefined)))
      if (stop.signal.aborted || !element.isConnected) return
      element.scrollIntoView({ block: 'center' })
      controlOf(element)?.focus({ preventScroll: true })
    })()
    return () => stop.abort()
  }, [isSubmitting, errors])

  React.useEffect(() => {
    const satisfied = satisfiedListRefusals(errors, values)
    if (satisfied.length === 0) return
    setErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => !satisfied.includes(field))))
  }, [errors, values, setErrors])

  return null
}
