import { z } from 'zod/mini'

/** Fields and messages shared by the public request forms (support, container licence key). */
export const FORM_MESSAGES = {
  invalidEmail: 'Invalid email address',
  botCheck: 'ReCAPTCHA error. Please try again or reload the page.',
} as const

// Control characters (NUL, escapes; line breaks in a one-line field) never come from typing: a
// posted name of "Ann\r\nBcc: …" or a message of NULs reached the ticket desk as it was.
const oneLine = (text: string) => text.replace(/[\p{Cc}\s]+/gu, ' ')
const multiLine = (text: string) =>
  text.replace(/\r\n?/g, '\n').replace(/\p{Cc}/gu, (char) => (char === '\n' || char === '\t' ? char : ''))
/** What "required" and a minimum count: characters that show, not zero-width or format marks. */
const visibleLength = (text: string) => text.replace(/[\p{Cc}\p{Cf}]/gu, '').length

/** A required one-line text: "{label} is required" / "{label} is too long". */
export function requiredText(label: string, maxLength: number) {
  return z.string().check(
    z.overwrite(oneLine),
    z.trim(),
    z.refine((text) => visibleLength(text) > 0, `${label} is required`),
    z.maxLength(maxLength, `${label} is too long`),
  )
}

/** Who is asking: the name and email address every request form starts with. */
export const contactFields = {
  name: requiredText('Name', 120),
  email: z
    .string()
    .check(z.trim(), z.maxLength(254, FORM_MESSAGES.invalidEmail), z.email(FORM_MESSAGES.invalidEmail)),
}

/** A free-text description with a floor that asks for detail and a ceiling that bounds it. */
export function detailsField(minLength: number, maxLength: number) {
  return z.string().check(
    z.overwrite(multiLine),
    z.trim(),
    z.refine(
      (text) => visibleLength(text) >= minLength,
      `Tell us a little more (${minLength} characters at least)`,
    ),
    z.maxLength(maxLength, `Please keep it under ${maxLength} characters`),
  )
}

/** What a request form posts: its fields and the bot-check token of the browser. */
export function submissionSchema<TRequest extends z.ZodMiniType>(request: TRequest) {
  return z.object({ request, botToken: z.string().check(z.minLength(1), z.maxLength(4096)) })
}

/** A request form's refusal: the bot check failed, the desk is not answering, or too many requests. */
export const requestFailureSchema = z.object({
  ok: z.literal(false),
  reason: z.enum(['bot-check', 'unavailable', 'throttled']),
  message: z.string(),
})
export type RequestFailure = z.infer<typeof requestFailureSchema>
