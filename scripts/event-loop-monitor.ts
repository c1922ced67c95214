import { appendFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * Loaded into a server with `--import` by the hostile-traffic measurement: every 250 ms it appends
 * the longest event-loop delay of that interval to EVENT_LOOP_LOG, one JSON line per interval, so
 * the figures come from the server itself and not from a client on the same busy machine.
 */
const log = process.env.EVENT_LOOP_LOG
if (log) {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  setInterval(() => {
    appendFileSync(log, `${JSON.stringify({ at: Date.now(), maxMs: Math.round(histogram.max / 1e6) })}\n`)
    histogram.reset()
  }, 250).unref()
}
