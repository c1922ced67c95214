import {
  createContext,
  type FormEvent,
  Fragment,
  type ReactNode,
  use,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { z } from 'zod/mini'
import { controlProps } from './form-field.tsx'
import {
  checkValues,
  type FieldMessages,
  fieldId,
  focusFirstInvalid,
  type FormShape,
  isRequired,
  readFormValues,
} from './form-values.ts'

/** After the last change, how long a form waits before checking again while the visitor types. */
export const CHECK_DELAY_MS = 300

type FormFields = {
  idPrefix: string
  shape: FormShape
  schema: z.ZodMiniType<unknown>
  pending: boolean
  shown: (name: string) => readonly string[]
  changed: (name: string) => void
}

const FormFieldsContext = createContext<FormFields | null>(null)

/** The name of the control an event came from ('' for a button or anything unnamed). */
function controlName(target: EventTarget): string {
  const named =
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  return named ? target.name : ''
}

/**
 * The site's form: uncontrolled, named controls checked with a zod schema. See README.md in this
 * folder for the kit's whole API.
 */
export function SchemaForm<TOutput>({
  schema,
  initialValues,
  label,
  idPrefix,
  className,
  action,
  onSubmit,
  children,
}: {
  schema: z.ZodMiniType<TOutput>
  /** Every field's name and its value when the form opens (its kind: text, ticked, list). */
  initialValues: FormShape
  label: string
  /** Starts the ids of the form's fields: "license" gives "license-email". */
  idPrefix: string
  className?: string
  /** Where the form posts without JavaScript (a form-post route); with it, `onSubmit` sends it. */
  action?: string
  /** Called with the schema's output once it accepts the values; `reset` empties the form. */
  onSubmit: (value: TOutput, form: { reset: () => void }) => Promise<void>
  children: ReactNode
}) {
  const ref = useRef<HTMLFormElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const sending = useRef(false)
  const [messages, setMessages] = useState<FieldMessages>({})
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [attempted, setAttempted] = useState(false)
  const [pending, setPending] = useState(false)
  // Bumped by `reset`: the fields mount afresh with their initial values.
  const [generation, setGeneration] = useState(0)
  useEffect(() => () => clearTimeout(timer.current), [])

  const check = () => {
    clearTimeout(timer.current)
    if (!ref.current) return null
    const verdict = checkValues(schema, readFormValues(ref.current, initialValues))
    setMessages(verdict.ok ? {} : verdict.messages)
    return verdict
  }
  const touch = (name: string) => {
    if (name) setTouched((before) => (before.has(name) ? before : new Set(before).add(name)))
  }
  const changed = (name: string) => {
    touch(name)
    clearTimeout(timer.current)
    timer.current = setTimeout(check, CHECK_DELAY_MS)
  }
  const reset = () => {
    clearTimeout(timer.current)
    setMessages({})
    setTouched(new Set())
    setAttempted(false)
    setGeneration((count) => count + 1)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Never the browser's own submission: it would leave the page, and a form action would reset the fields.
    event.preventDefault()
    if (sending.current) return
    setAttempted(true)
    const verdict = check()
    if (!verdict) return
    if (!verdict.ok) {
      focusFirstInvalid(ref.current)
      return
    }
    sending.current = true
    setPending(true)
    try {
      await onSubmit(verdict.value, { reset })
    } finally {
      sending.current = false
      setPending(false)
    }
  }

  const fields: FormFields = {
    idPrefix,
    shape: initialValues,
    schema,
    pending,
    shown: (name) => (attempted || touched.has(name) ? (messages[name] ?? []) : []),
    changed,
  }
  return (
    <form
      ref={ref}
      noValidate
      method={action ? 'post' : undefined}
      action={action}
      aria-label={label}
      className={className}
      onSubmit={(event) => void submit(event)}
      onChange={(event) => {
        const name = controlName(event.target)
        if (name) changed(name)
      }}
      onBlur={(event) => touch(controlName(event.target))}
    >
      <FormFieldsContext value={fields}>
        <Fragment key={generation}>{children}</Fragment>
      </FormFieldsContext>
    </form>
  )
}

function useFormFields(): FormFields {
  const fields = use(FormFieldsContext)
  if (!fields) throw new Error('A form field needs a SchemaForm around it')
  return fields
}

/**
 * A field of the surrounding `SchemaForm`: its id, its value when the form opened, the messages it
 * shows now (once changed, left or after a submit), `control` (the name, id and ARIA attributes of
 * its control, `aria-required` when the schema refuses it empty, `assume`: other answers taken as
 * given), and `changed` for a control the form cannot hear (chips).
 */
export function useFormField(name: string, assume?: FormShape) {
  const fields = useFormFields()
  const id = fieldId(fields.idPrefix, name)
  const messages = [...fields.shown(name)]
  return {
    id,
    initial: fields.shape[name],
    messages,
    control: { name, ...controlProps(id, messages, isRequired(fields.schema, fields.shape, name, assume)) },
    changed: () => fields.changed(name),
  }
}

/** Whether the surrounding form is sending its values now. */
export function useFormPending(): boolean {
  return useFormFields().pending
}
