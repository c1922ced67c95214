export const LAB_MESSAGES = {
  signedOut: 'Sign up or sign in to send requests from the API lab.',
  unknownTool: 'Choose a tool first.',
  notPdf: (name: string) => `This tool needs a PDF, and ${name} is not one.`,
  tooFew: (min: number) => `This tool needs ${min === 1 ? 'a file' : `at least ${min} files`}.`,
  tooMany: (max: number) => `This tool takes at most ${max} file${max === 1 ? '' : 's'}.`,
  unavailable: 'The PDF API is not answering. Please try again in a moment.',
} as const

export type LabResult =
  | {
      ok: true
      status: number
      statusText: string
      timingMs: number
      /** The API's answer, pretty-printed when it is JSON. */
      body: string
      download: { href: string; name: string } | null
    }
  | { ok: false; message: string; problems?: Record<string, string> }
