import { z } from 'zod/mini'
import { paramValuesSchema } from '#domain/pdf-api/tools.ts'
import { apiAction } from '../action.ts'
import { labResultSchema } from '../lab.schema.ts'
import { multipartForm } from '../multipart.ts'

/** The parameters travel as one JSON text field beside the files: a record of short strings. */
const valuesField = z.codec(z.string().check(z.maxLength(200_000)), paramValuesSchema, {
  decode: (text, context) => {
    try {
      const parsed: unknown = JSON.parse(text)
      return paramValuesSchema.parse(parsed)
    } catch {
      context.issues.push({ code: 'custom', message: 'The parameters are not valid.', input: text })
      return z.NEVER
    }
  },
  encode: (values) => JSON.stringify(values),
})

/** The lab's form as multipart fields: the tool, the region, the parameters and up to 20 files. */
export const labRunInputSchema = z.object({
  tool: z.string().check(z.maxLength(80)),
  region: z.enum(['global', 'eu']),
  values: valuesField,
  file: z._default(z.array(z.file()).check(z.maxLength(20)), []),
})

/**
 * Sends one API lab request for the signed-in customer with their own key. Its body is multipart
 * and as large as their plan allows: the request gate refuses a signed-out caller unread and bounds
 * the rest by the plan's upload limit and a deadline for its size, before the route parses it.
 */
export const labRunAction = apiAction({
  path: '/api/lab/run/',
  input: labRunInputSchema,
  answer: labResultSchema,
  form: (input) => multipartForm(z.encode(labRunInputSchema, input)),
})
