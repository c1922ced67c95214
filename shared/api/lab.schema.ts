import { z } from 'zod/mini'

export const LAB_MESSAGES = {
  signedOut: 'Sign up or sign in to send requests from the API lab.',
  unknownTool: 'Choose a tool first.',
  notPdf: (name: string) => `This tool needs a PDF, and ${name} is not one.`,
  tooFew: (min: number) => `This tool needs ${min === 1 ? 'a file' : `at least ${min} files`}.`,
  tooMany: (max: number) => `This tool takes at most ${max} file${max === 1 ? '' : 's'}.`,
  unavailable: 'The PDF API is not answering. Please try again in a moment.',
  uploadsInFlight: (count: number) =>
    `You already have ${count === 1 ? 'an upload' : `${count} uploads`} on the way. Please wait for ${count === 1 ? 'it' : 'one'} to finish and try again.`,
  busy: 'The API lab is receiving many uploads right now. Please try again in a moment.',
  tooManyParts: 'This request has more fields or files than the API lab accepts.',
} as const

/** A lab run's answer: the API's own (any status), or why it was not sent. */
export const labResultSchema = z.union([
  z.object({
    ok: z.literal(true),
    status: z.number(),
    statusText: z.string(),
    timingMs: z.number(),
    /** The API's answer, pretty-printed when it is JSON. */
    body: z.string(),
    download: z.nullable(z.object({ href: z.string(), name: z.string() })),
  }),
  z.object({
    ok: z.literal(false),
    message: z.string(),
    problems: z.optional(z.record(z.string(), z.string())),
  }),
])
export type LabResult = z.infer<typeof labResultSchema>
