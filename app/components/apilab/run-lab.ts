import { BODY_MESSAGES } from '#shared/api/body-messages.ts'
import { LAB_MESSAGES, type LabResult } from '#shared/api/lab.schema.ts'
import { labRunAction } from '#shared/api/actions/lab-run.ts'
import { callApi } from '#shared/api/client.ts'

const gateMessages: string[] = [BODY_MESSAGES.tooLarge, BODY_MESSAGES.tooSlow, LAB_MESSAGES.signedOut]

/**
 * One lab run through the lab's own route (/api/lab/run/, its gate, limits and the customer's key on
 * the server): the API lab and the reference pages' try-it panel both send this way. Empty values
 * stay out (the API's default applies). Never throws: the server's own refusals (too large, too
 * slow, signed out) say what to do; anything else is an outage.
 */
export async function runLab(input: {
  tool: string
  region: 'global' | 'eu'
  values: Record<string, string>
  files: File[]
}): Promise<LabResult> {
  try {
    return await callApi(labRunAction, {
      tool: input.tool,
      region: input.region,
      values: Object.fromEntries(Object.entries(input.values).filter(([, value]) => value.trim() !== '')),
      file: input.files,
    })
  } catch (error) {
    const message = error instanceof Error && gateMessages.includes(error.message) ? error.message : null
    return { ok: false, message: message ?? LAB_MESSAGES.unavailable }
  }
}

/** What is missing before a run: the tool's least number of files (the lab's words), or ''. */
export function fileCountProblem(min: number, count: number): string {
  if (count >= min) return ''
  return min === 1 ? 'Add a file to send.' : `Add at least ${min} files.`
}
