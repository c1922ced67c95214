import { z } from 'zod/mini'
import { LAB_TOOL } from '#domain/pdf-api/lab-intent.ts'
import { bucketNames } from '#domain/pdf-api/bucket-names.ts'
import { requiredText } from './contact-fields.schema.ts'
import { AUTH_MESSAGES, newPasswordSchema } from './auth.schema.ts'

// Apart from the sign-in rules so that opening sign-in does not load the sign-up form's lists.

/** The sign-up form's option lists; the forms show them in random order with Other last. */
export const languageOptions = [
  'C#',
  'C/C++',
  'Java',
  'JavaScript',
  'Node.js',
  'Perl',
  'PHP',
  'Python',
  'R',
  'Ruby',
  'Rust',
  'Swift',
  'Visual Basic',
  'Go',
  'Other',
] as const
export const referralOptions = [
  'Capterra',
  'ChatGPT',
  'Claude',
  'Datalogics',
  'Facebook',
  'G2',
  'Gemini',
  'Google',
  'LinkedIn',
  'pdfAssistant.ai',
  'PDF Association',
  'Perplexity',
  'Reddit',
  'SourceForge',
  'Twitter',
  'YouTube',
  'Other',
] as const
/** The tool chips of the sign-up form: the API tool buckets. */
export const interestOptions = bucketNames

const otherText = z.string().check(z.trim(), z.maxLength(100, 'Please keep it under 100 characters'))

export const signUpSchema = z.object({
  // The request forms' name rule: its "Name is required" is AUTH_MESSAGES.nameRequired.
  name: requiredText('Name', 120),
  email: z
    .string()
    .check(z.trim(), z.email(AUTH_MESSAGES.invalidEmail), z.maxLength(254, AUTH_MESSAGES.invalidEmail)),
  password: newPasswordSchema,
  language: z.union([z.literal(''), z.enum(languageOptions)]),
  languageOther: otherText,
  tools: z.array(z.enum(interestOptions)).check(z.maxLength(interestOptions.length)),
  problems: z.string().check(z.trim(), z.maxLength(2000, 'Please keep it under 2000 characters')),
  referral: z.union([z.literal(''), z.enum(referralOptions)]),
  referralOther: otherText,
  acceptedTos: z.boolean().check(z.refine((accepted) => accepted, AUTH_MESSAGES.acceptTos)),
})
export type SignUpForm = z.infer<typeof signUpSchema>

export const emptySignUpForm: SignUpForm = {
  name: '',
  email: '',
  password: '',
  language: '',
  languageOther: '',
  tools: [],
  problems: '',
  referral: '',
  referralOther: '',
  acceptedTos: false,
}

export const signUpSubmissionSchema = z.object({
  form: signUpSchema,
  botToken: z.string().check(z.minLength(1), z.maxLength(4096)),
  /** The lab tool the visitor came for, which a confirmation link leads back to. */
  tool: z.optional(z.string().check(z.regex(LAB_TOOL))),
})

/** The other text if given, else the choice (docs/product.md#sign-up). */
function choiceOrOther(choice: string, other: string): string {
  return choice === 'Other' && other.trim() ? other.trim() : choice
}

/** The identity profile: full_name, discovery, primaryLanguage, problemStatement, toolkitInterest. */
export function signUpProfile(form: SignUpForm) {
  return {
    full_name: form.name.trim(),
    discovery: choiceOrOther(form.referral, form.referralOther),
    primaryLanguage: choiceOrOther(form.language, form.languageOther),
    problemStatement: form.problems.trim(),
    toolkitInterest: form.tools.join(';'),
  }
}
