// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { AUTH_MESSAGES, newPasswordSchema, passwordRules } from '#shared/api/auth.schema.ts'
import { PasswordField } from './password-field.tsx'
import { SchemaForm } from './schema-form.tsx'

afterEach(cleanup)

const schema = z.object({ password: newPasswordSchema, current: z.string() })

function Form() {
  return (
    <SchemaForm
      schema={schema}
      initialValues={{ password: '', current: '' }}
      onSubmit={async () => undefined}
      idPrefix="p"
      label="Passwords"
    >
      <PasswordField name="password" label="New password" autoComplete="new-password" rules />
      <PasswordField name="current" label="Current password" autoComplete="current-password" />
    </SchemaForm>
  )
}

const ruleTexts = [
  AUTH_MESSAGES.passwordLength,
  AUTH_MESSAGES.passwordLower,
  AUTH_MESSAGES.passwordUpper,
  AUTH_MESSAGES.passwordNumber,
  AUTH_MESSAGES.passwordSpecial,
]

describe('a new password field', () => {
  it('lists every rule before anything is typed or submitted, even without JavaScript', () => {
    const html = renderToString(<Form />)
    for (const text of ruleTexts) expect(html).toContain(text)
    expect(passwordRules.map((rule) => rule.message)).toEqual(ruleTexts)
  })

  it('ties the rules to the input and marks each as it is met while typing', async () => {
    render(<Form />)
    const input = screen.getByLabelText('New password')
    const list = screen.getByRole('list', { name: 'Password rules' })
    expect(input.getAttribute('aria-describedby')).toContain(list.id)
    const met = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.hasAttribute('data-met')).length
    expect(met()).toBe(0)
    await userEvent.type(input, 'abc')
    expect(met()).toBe(1)
    await userEvent.type(input, 'DEF1!')
    expect(met()).toBe(5)
    expect(within(list).getAllByText('(met)', { exact: false })).toHaveLength(5)
  })

  it('a password asked for sign-in lists no rules', () => {
    render(<Form />)
    expect(screen.getAllByRole('list', { name: 'Password rules' })).toHaveLength(1)
    expect(screen.getByLabelText('Current password').getAttribute('aria-describedby')).toBeNull()
  })
})
