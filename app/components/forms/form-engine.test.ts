import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFormState, type FormSchema } from './form-engine.tsx'

type Result = { issues?: { message: string; path: string[] }[] }

/** A schema whose checks answer when the test says so, in any order. */
function heldSchema() {
  const answers: ((result: Result) => void)[] = []
  const schema: FormSchema = {
    '~standard': { validate: () => new Promise<Result>((resolve) => answers.push(resolve)) },
  }
  return { schema, answers }
}

afterEach(() => vi.useRealTimers())

describe('the forms engine', () => {
  it('keeps the messages of the newest check when an older one answers last', async () => {
    const { schema, answers } = heldSchema()
    const form = createFormState({
      defaultValues: { name: '' },
      validators: { schema, debounceMs: 300 },
      onSubmit: () => undefined,
    })
    const older = form.validate('submit')
    const newer = form.validate('submit')
    answers[1]?.({})
    await newer
    answers[0]?.({ issues: [{ message: 'Name is required', path: ['name'] }] })
    await older
    expect(form.state.meta.name?.errors ?? []).toEqual([])
    expect(form.state.isValid).toBe(true)
  })

  it('checks 300 ms after the last change, and a reset drops the pending check', async () => {
    vi.useFakeTimers()
    const validate = vi.fn(() => ({ issues: [{ message: 'Name is required', path: ['name'] }] }))
    const form = createFormState({
      defaultValues: { name: '' },
      validators: { schema: { '~standard': { validate } }, debounceMs: 300 },
      onSubmit: () => undefined,
    })
    const name = form.core.field('name')
    name.handleChange('A')
    await vi.advanceTimersByTimeAsync(200)
    name.handleChange('')
    await vi.advanceTimersByTimeAsync(299)
    expect(validate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(validate).toHaveBeenCalledTimes(1)
    expect(name.store.state.meta).toEqual({ isTouched: true, errors: ['Name is required'] })
    name.handleChange('B')
    form.reset()
    await vi.advanceTimersByTimeAsync(1000)
    expect(validate).toHaveBeenCalledTimes(1)
    expect(form.state.values).toEqual({ name: '' })
    expect(name.store.state.meta).toEqual({ isTouched: false, errors: [] })
  })

  it('sends only values the schema accepts, counting every attempt and busy while it sends', async () => {
    const onSubmit = vi.fn((_: { value: { name: string } }) => {
      expect(form.state.isSubmitting).toBe(true)
    })
    const form = createFormState({
      defaultValues: { name: '' },
      validators: {
        schema: {
          '~standard': {
            validate: (value: unknown) =>
              typeof value === 'object' && value !== null && Reflect.get(value, 'name')
                ? {}
                : { issues: [{ message: 'Name is required', path: ['name'] }] },
          },
        },
        debounceMs: 300,
      },
      onSubmit,
    })
    await form.handleSubmit()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(form.state.submissionAttempts).toBe(1)
    form.core.setFieldValue('name', 'Ada')
    await form.handleSubmit()
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ value: { name: 'Ada' } }))
    expect(form.state).toMatchObject({ submissionAttempts: 2, isSubmitting: false, isValid: true })
  })
})
