import { type ComponentType, type ReactNode, useRef } from 'react'
import { focusFirstInvalid } from './field-errors.ts'
import { FieldIdPrefix } from './field-ids.ts'

type SubmittableForm = {
  AppForm: ComponentType<{ children?: ReactNode }>
  validate: (cause: 'submit') => unknown
  handleSubmit: () => Promise<unknown>
  state: { isValid: boolean }
}

/**
 * The `<form>` of a kit form: no browser validation (the schema's messages show instead), its fields'
 * ids under one prefix, and on a failed submit the first invalid field takes the focus.
 */
export function KitForm({
  form,
  label,
  idPrefix,
  className,
  children,
}: {
  form: SubmittableForm
  label: string
  /** Starts the ids of the form's fields: "license" gives "license-email". */
  idPrefix: string
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLFormElement>(null)
  return (
    <form.AppForm>
      <form
        ref={ref}
        noValidate
        aria-label={label}
        className={className}
        onSubmit={(event) => {
          event.preventDefault()
          void submitFresh(form).then(() => {
            if (!form.state.isValid) focusFirstInvalid(ref.current)
          })
        }}
      >
        <FieldIdPrefix value={idPrefix}>{children}</FieldIdPrefix>
      </form>
    </form.AppForm>
  )
}

/**
 * Submits after re-validating at once: the 300 ms debounced change check may still hold an error
 * from before the last keystroke, which must not refuse the first click.
 */
async function submitFresh(form: SubmittableForm): Promise<void> {
  await form.validate('submit')
  await form.handleSubmit()
}
