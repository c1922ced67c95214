// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { CheckboxField } from './checkbox-field.tsx'
import { ChipsField } from './chips-field.tsx'
import { FormAlert } from './form-alert.tsx'
import { PasswordField } from './password-field.tsx'
import { SchemaForm } from './schema-form.tsx'
import { SelectField } from './select-field.tsx'
import { SubmitButton } from './submit-button.tsx'
import { EmailField, TextField } from './text-field.tsx'
import { TextareaField } from './textarea-field.tsx'

afterEach(cleanup)

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Name is required')),
  email: z.string().check(z.email('Invalid email address')),
  password: z.string().check(z.minLength(8, 'Must be at least 8 characters')),
  colour: z.union([z.literal(''), z.enum(['Red', 'Blue', 'Other'])]),
  colourOther: z.string(),
  tools: z.array(z.enum(['Convert', 'Secure', 'Extract'])),
  notes: z.string().check(z.maxLength(20, 'Please keep it under 20 characters')),
  agreed: z.boolean().check(z.refine((value) => value, 'Please agree')),
})
type Values = z.infer<typeof schema>
const empty: Values = {
  name: '',
  email: '',
  password: '',
  colour: '',
  colourOther: '',
  tools: [],
  notes: '',
  agreed: false,
}
const valid: Values = { ...empty, name: 'Jo', email: 'jo@example.com', password: 'long enough', agreed: true }

/** A form with every kind of field; `answer` is the server's: a refusal message, '' to accept, 'reset' to accept and empty. */
function Sample({
  onSubmit,
  initial = empty,
}: {
  onSubmit: (value: Values) => Promise<string>
  initial?: Values
}) {
  const [error, setError] = useState('')
  return (
    <SchemaForm
      schema={schema}
      initialValues={initial}
      onSubmit={async (value, form) => {
        const answer = await onSubmit(value)
        if (answer === 'reset') form.reset()
        else setError(answer)
      }}
      idPrefix="s"
      label="Sample"
    >
      <FormAlert message={error} />
      <TextField name="name" label="Name" />
      <EmailField name="email" label="Email" />
      <PasswordField name="password" label="Password" autoComplete="new-password" />
      <SelectField
        name="colour"
        label="Colour"
        placeholder="Choose a colour"
        options={['Red', { value: 'Blue', label: 'Deep blue' }, 'Other']}
        other={{ name: 'colourOther', label: 'Which colour?' }}
      />
      <ChipsField name="tools" label="Tools" options={['Convert', 'Secure', 'Extract']} />
      <TextareaField name="notes" label="Notes" />
      <CheckboxField name="agreed">I agree</CheckboxField>
      <SubmitButton pendingLabel="Sending…">Send</SubmitButton>
    </SchemaForm>
  )
}

const accept = async () => ''
const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value

describe('the forms kit', () => {
  it('wires every label to its named control and shows no error on a fresh form', () => {
    render(<Sample onSubmit={accept} />)
    expect(screen.getByRole('form', { name: 'Sample' }).hasAttribute('novalidate')).toBe(true)
    const name = screen.getByLabelText('Name')
    expect(name.id).toBe('s-name')
    expect(name.getAttribute('name')).toBe('name')
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email')
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('email')
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password')
    expect(screen.getByLabelText('Colour').tagName).toBe('SELECT')
    expect(screen.getByLabelText('Notes').getAttribute('rows')).toBe('3')
    expect(screen.getByLabelText('I agree').getAttribute('type')).toBe('checkbox')
    expect(screen.getByRole('group', { name: 'Tools' })).toBeTruthy()
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
    expect(screen.queryByText('Name is required')).toBeNull()
  })

  it('fills the fields with the initial values', () => {
    render(
      <Sample onSubmit={accept} initial={{ ...valid, colour: 'Blue', tools: ['Secure'], notes: 'Hi' }} />,
    )
    expect(valueOf('Name')).toBe('Jo')
    expect(valueOf('Password')).toBe('long enough')
    expect(valueOf('Colour')).toBe('Blue')
    expect(valueOf('Notes')).toBe('Hi')
    expect(screen.getByLabelText<HTMLInputElement>('I agree').checked).toBe(true)
    expect(screen.getByRole('button', { name: 'Secure' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('on a refused submit shows each first message, wired by id, and focuses the first invalid field', async () => {
    const onSubmit = vi.fn(accept)
    render(<Sample onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    const name = screen.getByLabelText('Name')
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-describedby')).toBe('s-name-error')
    expect(document.getElementById('s-name-error')?.textContent).toBe('Name is required')
    expect(document.getElementById('s-email-error')?.textContent).toBe('Invalid email address')
    expect(document.getElementById('s-password-error')?.textContent).toBe('Must be at least 8 characters')
    const agreed = screen.getByLabelText('I agree')
    expect(agreed.getAttribute('aria-describedby')).toBe('s-agreed-error')
    expect(agreed.id).toBe('s-agreed')
    expect(document.getElementById('s-agreed-error')?.textContent).toBe('Please agree')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('focuses the first invalid field in document order, not the first field', async () => {
    render(<Sample onSubmit={accept} initial={{ ...valid, password: 'short' }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')))
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false')
  })

  it('keeps every typed value after a refusal, by the schema or by the server', async () => {
    const onSubmit = vi.fn(async () => 'Wrong password')
    render(<Sample onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Name'), 'Jo')
    await userEvent.type(screen.getByLabelText('Password'), 'long enough')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')))
    expect(valueOf('Name')).toBe('Jo')
    expect(valueOf('Password')).toBe('long enough')
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com')
    await userEvent.click(screen.getByLabelText('I agree'))
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong password')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(valueOf('Name')).toBe('Jo')
    expect(valueOf('Email')).toBe('jo@example.com')
    expect(valueOf('Password')).toBe('long enough')
    expect(screen.getByLabelText<HTMLInputElement>('I agree').checked).toBe(true)
  })

  it('sends the schema output and empties the form on reset', async () => {
    const onSubmit = vi.fn(async (_value: Values) => 'reset')
    render(<Sample onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Name'), 'Jo')
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'long enough')
    await userEvent.click(screen.getByRole('button', { name: 'Secure' }))
    await userEvent.click(screen.getByLabelText('I agree'))
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...valid, tools: ['Secure'] })
    await waitFor(() => expect(valueOf('Name')).toBe(''))
    expect(valueOf('Password')).toBe('')
    expect(screen.getByLabelText<HTMLInputElement>('I agree').checked).toBe(false)
    expect(screen.getByRole('button', { name: 'Secure' }).getAttribute('aria-pressed')).toBe('false')
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
  })

  it('shows a message while typing once the field was touched, and clears it when fixed', async () => {
    render(<Sample onSubmit={accept} />)
    const email = screen.getByLabelText('Email')
    await userEvent.type(email, 'not-an-email')
    await userEvent.tab()
    expect(await screen.findByText('Invalid email address')).toBeTruthy()
    expect(screen.queryByText('Name is required')).toBeNull()
    await userEvent.clear(email)
    await userEvent.type(email, 'jo@example.com')
    await waitFor(() => expect(screen.queryByText('Invalid email address')).toBeNull())
    expect(email.getAttribute('aria-describedby')).toBeNull()
  })

  it('shows and hides the password with a toggle that says what it will do', async () => {
    render(<Sample onSubmit={accept} />)
    const password = screen.getByLabelText('Password')
    const show = screen.getByRole('button', { name: 'Show password' })
    expect(show.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(show)
    expect(password.getAttribute('type')).toBe('text')
    const hide = screen.getByRole('button', { name: 'Hide password' })
    expect(hide.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(hide)
    expect(password.getAttribute('type')).toBe('password')
  })

  it('reveals a text field for "Other" and empties it when another choice is made', async () => {
    const onSubmit = vi.fn(async (_value: Values) => '')
    render(<Sample onSubmit={onSubmit} initial={valid} />)
    const colour = screen.getByLabelText('Colour')
    expect(screen.getByRole('option', { name: 'Deep blue' }).getAttribute('value')).toBe('Blue')
    expect(screen.queryByLabelText('Which colour?')).toBeNull()
    await userEvent.selectOptions(colour, 'Other')
    const other = screen.getByLabelText('Which colour?')
    expect(other.id).toBe('s-colour-other')
    await userEvent.type(other, 'Teal')
    await userEvent.selectOptions(colour, 'Red')
    expect(screen.queryByLabelText('Which colour?')).toBeNull()
    await userEvent.selectOptions(colour, 'Other')
    expect(valueOf('Which colour?')).toBe('')
    await userEvent.type(screen.getByLabelText('Which colour?'), 'Ochre')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ colour: 'Other', colourOther: 'Ochre' })
  })

  it('toggles chips in and out, sending them in the options order', async () => {
    const onSubmit = vi.fn(async (_value: Values) => '')
    render(<Sample onSubmit={onSubmit} initial={valid} />)
    const extract = screen.getByRole('button', { name: 'Extract' })
    await userEvent.click(extract)
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }))
    await userEvent.click(screen.getByRole('button', { name: 'Secure' }))
    await userEvent.click(screen.getByRole('button', { name: 'Secure' }))
    expect(extract.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0].tools).toEqual(['Convert', 'Extract'])
  })

  it('disables the submit button and shows its pending label while the form sends, and sends once', async () => {
    let finish = (_answer: string) => {}
    const onSubmit = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    render(<Sample onSubmit={onSubmit} initial={valid} />)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    const busy = await screen.findByRole('button', { name: 'Sending…' })
    expect(busy.hasAttribute('disabled')).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    screen.getByRole<HTMLFormElement>('form', { name: 'Sample' }).requestSubmit()
    finish('')
    const idle = await screen.findByRole('button', { name: 'Send' })
    expect(idle.hasAttribute('disabled')).toBe(false)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('marks the fields the schema requires, and the "Other" answer only once Other is chosen', async () => {
    const askOther = z
      .object({
        name: z.string().check(z.minLength(1, 'Name is required')),
        nickname: z.string(),
        colour: z.enum(['Red', 'Other']),
        colourOther: z.string(),
        agreed: z.boolean().check(z.refine((value) => value, 'Please agree')),
        news: z.boolean(),
      })
      .check(
        z.refine((form) => form.colour !== 'Other' || form.colourOther.trim() !== '', {
          message: 'Say which colour',
          path: ['colourOther'],
        }),
      )
    render(
      <SchemaForm
        schema={askOther}
        initialValues={{ name: '', nickname: '', colour: 'Red', colourOther: '', agreed: false, news: false }}
        onSubmit={async () => {}}
        idPrefix="r"
        label="Required"
      >
        <TextField name="name" label="Name" />
        <TextField name="nickname" label="Nickname" />
        <SelectField
          name="colour"
          label="Colour"
          placeholder="Choose a colour"
          options={['Red', 'Other']}
          other={{ name: 'colourOther', label: 'Which colour?' }}
        />
        <CheckboxField name="agreed">I agree</CheckboxField>
        <CheckboxField name="news">Send me news</CheckboxField>
      </SchemaForm>,
    )
    const required = (name: string | RegExp, role: 'textbox' | 'combobox' | 'checkbox' = 'textbox') =>
      screen.getByRole(role, { name }).getAttribute('aria-required')
    expect(required('Name')).toBe('true')
    expect(required('Nickname')).toBeNull()
    expect(required('I agree', 'checkbox')).toBe('true')
    expect(required('Send me news', 'checkbox')).toBeNull()
    // An empty colour is refused by the enum, so the select itself is required.
    expect(required('Colour', 'combobox')).toBe('true')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Other')
    expect(required('Which colour?')).toBe('true')
  })
})
