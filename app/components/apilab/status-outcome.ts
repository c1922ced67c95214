export type StatusOutcome = 'success' | 'refused' | 'failed'

/** The usual colours of an HTTP answer: 2xx green, a refusal (3xx, 4xx) amber, a server failure red. */
export function statusOutcome(status: number): StatusOutcome {
  if (status >= 200 && status < 300) return 'success'
  return status >= 500 ? 'failed' : 'refused'
}
