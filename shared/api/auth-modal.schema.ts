import { z } from 'zod/mini'

/** The auth forms that post without JavaScript (sign-up runs a bot check in the browser, so it cannot). */
export const authFormSchema = z.enum(['sign-in', 'recovery'])
export type AuthForm = z.infer<typeof authFormSchema>

/**
 * What the page shows after a form post: the message, the email typed (kept), the field at fault.
 * It travels in a signed HttpOnly cookie for a minute, never in the address.
 */
export const authFlashSchema = z.object({
  form: authFormSchema,
  ok: z.boolean(),
  message: z.string().check(z.maxLength(500)),
  email: z.string().check(z.maxLength(254)),
  field: z.optional(z.enum(['email', 'password'])),
})
export type AuthFlash = z.infer<typeof authFlashSchema>

/** The modal a page's address opens (`?auth=…`): the two forms, or sign-up, which says it needs JavaScript. */
export const authModalViewSchema = z.enum(['sign-in', 'recovery', 'sign-up'])
export type AuthModalView = z.infer<typeof authModalViewSchema>

/**
 * A page asked for with its modal open, as the server renders it: the view, where a sign-in goes on
 * success (the page itself, or the account guard's `next`), and the flash a form post left, once.
 */
export const authModalSchema = z.object({
  view: authModalViewSchema,
  returnTo: z.string().check(z.maxLength(2048)),
  flash: z.optional(authFlashSchema),
})
export type AuthModal = z.infer<typeof authModalSchema>
