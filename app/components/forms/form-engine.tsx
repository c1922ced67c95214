import { type ReactNode, useEffect, useState } from 'react'
import { FormContext, FieldContext } from './form-context.ts'
import { createStore, type Store, useStore } from './form-store.ts'

/** A Standard Schema (zod's schemas are one): what the engine needs of it. */
export type FormSchema = {
  readonly '~standard': {
    readonly validate: (value: unknown) => SchemaResult | Promise<SchemaResult>
  }
}
type SchemaResult = {
  readonly issues?:
    | ReadonlyArray<{
        readonly message: string
        readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined
      }>
    | undefined
}

/** How a form checks its values: its schema on submit, and while typing after a pause. */
export type FormValidation = { schema: FormSchema; debounceMs: number }

/** What a field shows: touched once changed or left, and its schema messages from the last check. */
export type FieldMeta = { readonly isTouched: boolean; readonly errors: readonly string[] }

export type FormState<TValues> = {
  readonly values: TValues
  readonly meta: Readonly<Record<string, FieldMeta>>
  readonly submissionAttempts: number
  readonly isSubmitting: boolean
  readonly isValid: boolean
}

/** One field of a form, as its bound components see it (values are checked where they are read). */
export type FieldApi = {
  readonly name: string
  readonly store: Store<{ value: unknown; meta: FieldMeta }>
  readonly form: FormCore
  handleChange: (value: unknown) => void
  handleBlur: () => void
}

/** What fields and form components reach of their form through the context. */
export type FormCore = {
  readonly store: Store<FormState<object>>
  setFieldValue: (name: string, value: unknown) => void
  field: (name: string) => FieldApi
  /** Whether the schema refuses this field left empty, the other fields as they are now. */
  isRequired: (name: string) => boolean
}

const untouched: FieldMeta = { isTouched: false, errors: [] }

/** What a field holds when nothing is filled in: no text, no box ticked, no chip chosen. */
function emptyLike(value: unknown): unknown {
  if (typeof value === 'string') return ''
  if (typeof value === 'boolean') return false
  if (Array.isArray(value)) return []
  return undefined
}

const sameMessages = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((message, index) => message === b[index])

/** The field an issue belongs to: the first step of its path. */
function fieldOf(path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined): string {
  const first = path?.[0]
  return typeof first === 'object' ? String(first.key) : String(first ?? '')
}

type FormOptions<TValues> = {
  defaultValues: TValues
  validators: FormValidation
  onSubmit: (props: { value: TValues; formApi: { reset: () => void } }) => unknown
}

/**
 * The state and rules of one form: values, which fields were touched, the schema's messages per field
 * (from the last check, which a newer one always replaces), submission attempts and the busy flag.
 */
export function createFormState<TValues extends object>(initial: FormOptions<TValues>) {
  let options = initial
  const fresh = (): FormState<TValues> => ({
    values: options.defaultValues,
    meta: {},
    submissionAttempts: 0,
    isSubmitting: false,
    isValid: true,
  })
  const store = createStore(fresh())
  const update = (change: Partial<FormState<TValues>>) => store.set({ ...store.state, ...change })
  const touch = (name: string) => {
    const meta = store.state.meta[name] ?? untouched
    if (!meta.isTouched) update({ meta: { ...store.state.meta, [name]: { ...meta, isTouched: true } } })
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  let checks = 0

  /** Runs the schema over the current values; only the latest check writes its messages. */
  async function check(): Promise<boolean> {
    clearTimeout(timer)
    const ticket = ++checks
    const result = await options.validators.schema['~standard'].validate(store.state.values)
    const found = new Map<string, string[]>()
    for (const issue of result.issues ?? []) {
      const name = fieldOf(issue.path)
      found.set(name, [...(found.get(name) ?? []), issue.message])
    }
    if (ticket === checks) {
      const meta: Record<string, FieldMeta> = {}
      for (const name of new Set([...Object.keys(store.state.meta), ...found.keys()])) {
        const before = store.state.meta[name] ?? untouched
        const errors = found.get(name) ?? []
        meta[name] = sameMessages(before.errors, errors) ? before : { ...before, errors }
      }
      update({ meta, isValid: found.size === 0 })
    }
    return found.size === 0
  }

  const setFieldValue = (name: string, value: unknown) => {
    update({ values: { ...store.state.values, [name]: value } })
    touch(name)
  }

  const fields = new Map<string, FieldApi>()
  const core: FormCore = {
    store,
    setFieldValue,
    isRequired(name) {
      const { values } = store.state
      const emptied = { ...values, [name]: emptyLike(Reflect.get(values, name)) }
      const result = options.validators.schema['~standard'].validate(emptied)
      // A schema that checks asynchronously cannot answer while rendering; no field is marked then.
      if (result instanceof Promise) return false
      return (result.issues ?? []).some((issue) => fieldOf(issue.path) === name)
    },
    field(name) {
      const known = fields.get(name)
      if (known) return known
      const fieldStore = {
        get state() {
          const { values, meta } = store.state
          return { value: Reflect.get(values, name), meta: meta[name] ?? untouched }
        },
        subscribe: store.subscribe,
      }
      const field: FieldApi = {
        name,
        store: fieldStore,
        form: core,
        handleChange(value) {
          setFieldValue(name, value)
          clearTimeout(timer)
          timer = setTimeout(() => void check(), options.validators.debounceMs)
        },
        handleBlur: () => touch(name),
      }
      fields.set(name, field)
      return field
    },
  }

  const reset = () => {
    clearTimeout(timer)
    checks++
    store.set(fresh())
  }

  return {
    core,
    store,
    get state() {
      return store.state
    },
    setOptions(next: FormOptions<TValues>) {
      options = next
    },
    dispose: () => clearTimeout(timer),
    reset,
    /** Checks at once: a debounced check may still hold messages from before the last keystroke. */
    validate: async (_cause: 'submit') => void (await check()),
    /** Counts the attempt, checks, and sends the values only if the schema accepts them. */
    async handleSubmit() {
      update({ submissionAttempts: store.state.submissionAttempts + 1 })
      if (!(await check())) return
      update({ isSubmitting: true })
      try {
        await options.onSubmit({ value: store.state.values, formApi: { reset } })
      } finally {
        update({ isSubmitting: false })
      }
    },
  }
}

/**
 * The forms kit's engine, with the shape of TanStack Form's `createFormHook` that the kit used:
 * `useAppForm` gives a form whose `AppField` hands each field's render function the bound field
 * components, and whose form components (the submit button) read it from context. Written for this
 * site because TanStack Form weighed 18 KB gzip on the sign-in path of document pages; this is ~1.5 KB.
 */
export function createFormHook<TFieldComponents extends object, TFormComponents extends object>({
  fieldComponents,
  formComponents,
}: {
  fieldComponents: TFieldComponents
  formComponents: TFormComponents
}) {
  function useAppForm<TValues extends object>(options: FormOptions<TValues>) {
    const [form] = useState(() => {
      const state = createFormState(options)
      const bound = new Map<string, FieldApi & TFieldComponents>()
      const boundField = (name: string) => {
        const known = bound.get(name)
        if (known) return known
        const field = { ...state.core.field(name), ...fieldComponents }
        bound.set(name, field)
        return field
      }
      function AppField({
        name,
        children,
      }: {
        name: keyof TValues & string
        children: (field: FieldApi & TFieldComponents) => ReactNode
      }) {
        const field = boundField(name)
        return <FieldContext value={field}>{children(field)}</FieldContext>
      }
      function AppForm({ children }: { children?: ReactNode }) {
        return <FormContext value={state.core}>{children}</FormContext>
      }
      function Subscribe<TSelected>({
        selector,
        children,
      }: {
        selector: (state: FormState<TValues>) => TSelected
        children: (selected: TSelected) => ReactNode
      }) {
        return children(useStore(state.store, selector))
      }
      return Object.assign(state, formComponents, { AppField, AppForm, Subscribe })
    })
    // The latest render's submit handler (it closes over that render's state setters).
    useEffect(() => form.setOptions(options))
    useEffect(() => form.dispose, [form])
    return form
  }
  return { useAppForm }
}
