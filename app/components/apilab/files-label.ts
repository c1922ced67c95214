import type { LabTool } from '#domain/pdf-api/lab-tool.ts'

/** The input files' label, by how many the tool takes (the lab's drop zone and the try-it panel). */
export function filesLabel(tool: LabTool): string {
  if (tool.files.max === 1) return 'Input file'
  return tool.files.min === tool.files.max
    ? `Input files (${tool.files.max})`
    : `Input files (${tool.files.min} to ${tool.files.max})`
}

/** The lab takes only PDFs when a tool's input is a PDF and no extra file (a profile, a key) is needed. */
export const acceptsPdfOnly = (tool: LabTool): boolean =>
  tool.input === 'pdf' && !tool.extraFiles?.some((extra) => extra.required)
