import type { LabTool } from '#domain/pdf-api/lab-tool.ts'

/**
 * The values a tool's form starts from: a required choice starts on its default or example (a
 * required field has no default at the API: it must be sent). The lab and the reference page's
 * try-it panel start alike.
 */
export const startValues = (tool: LabTool): Record<string, string> =>
  Object.fromEntries(
    tool.params.flatMap((spec) => {
      const start = spec.kind === 'select' ? ('default' in spec && spec.default) || spec.example : undefined
      return spec.required && start ? [[spec.name, start]] : []
    }),
  )
