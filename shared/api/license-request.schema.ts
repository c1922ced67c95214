import { z } from 'zod/mini'
import { requestFailureSchema } from './contact-fields.schema.ts'
import {
  FORM_MESSAGES,
  contactFields,
  detailsField,
  submissionSchema,
  requiredText,
} from './contact-fields.schema.ts'

export const licenseProducts = ['PDF toolkit', 'PDF forms', 'PDF to office'] as const

/** The container licence key request form; the same rules on the client and the server. */
export const licenseRequestSchema = z.object({
  ...contactFields,
  company: requiredText('Company', 160),
  product: z.enum(licenseProducts, 'Choose a product'),
  intendedUse: detailsField(10, 2000),
})
export type LicenseRequest = z.infer<typeof licenseRequestSchema>

export const licenseSubmissionSchema = submissionSchema(licenseRequestSchema)

export const licenseResultSchema = z.union([z.object({ ok: z.literal(true) }), requestFailureSchema])
export type LicenseResult = z.infer<typeof licenseResultSchema>

export const LICENSE_MESSAGES = {
  botCheck: FORM_MESSAGES.botCheck,
  unavailable:
    'We could not send your request just now. Nothing you typed is lost: please try again in a moment.',
} as const
