// Traces of an internal error: stack frames, file paths, error class names, parser messages.
const internalTraces = [
  /\n\s*at \S[^\n]*:\d+:\d+/,
  /file:\/\//,
  /\/work\//,
  /node_modules/,
  /\b(TypeError|ReferenceError|SyntaxError|RangeError|ZodError|\$ZodError|EvalError)\b/,
  /Seroval/i,
  /Cannot read propert/,
  /is not a function/,
  /in JSON at position/,
  /Unexpected token/,
  /Invariant failed/,
  /Server function (info|module)/,
]

/** Why a response is a defect (a 5xx, or an internal trace in the body), or undefined when it is fine. */
export async function defectOf(response: Response): Promise<string | undefined> {
  const body = await response.text()
  if (response.status >= 500) return `status ${response.status}: ${body.slice(0, 300)}`
  const trace = internalTraces.find((pattern) => pattern.test(body))
  if (trace) return `status ${response.status}, body matches ${trace}: ${body.slice(0, 300)}`
  return undefined
}
