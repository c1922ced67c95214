import {
  BrokenCircuitError,
  circuitBreaker,
  CircuitState,
  type CircuitBreakerPolicy,
  ConsecutiveBreaker,
  handleWhen,
} from 'cockatiel'
import { serverEnv } from '../env.server.ts'

/**
 * One circuit breaker per outside service (cockatiel), used by the one service client: after
 * `SERVICE_BREAKER_FAILURES` calls in a row got no answer (a timeout, a refused connection), calls
 * fail at once instead of each waiting out the timeout; after `SERVICE_BREAKER_HALF_OPEN_MS` one
 * call probes the service, and its answer closes the circuit again.
 */

export type CircuitStateName = 'closed' | 'open' | 'half-open'

/** Thrown instead of calling a service whose circuit is open: the caller's failure path runs at once. */
export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError'
}

/**
 * A call that got no answer: a deadline, or no connection. An answer of any status is an answer
 * (a 404, a wrong password, a 503 the service chose to send), and so is the caller giving up.
 */
export function noAnswer(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error.name === 'TimeoutError') return true
  // fetch's network failures (undici's "fetch failed", with ECONNREFUSED, ECONNRESET… as the cause).
  if (error instanceof TypeError && /fetch/i.test(error.message)) return true
  return error.cause !== undefined && noAnswer(error.cause)
}

const breakers = new Map<string, CircuitBreakerPolicy>()

function breakerFor(service: string): CircuitBreakerPolicy {
  let breaker = breakers.get(service)
  if (!breaker) {
    const { failures, halfOpenAfterMs } = serverEnv().serviceBreaker
    breaker = circuitBreaker(handleWhen(noAnswer), {
      halfOpenAfter: halfOpenAfterMs,
      breaker: new ConsecutiveBreaker(failures),
    })
    breaker.onBreak(() => console.error(`[${service}] circuit open: calls fail at once until it answers`))
    breaker.onReset(() => console.warn(`[${service}] circuit closed: the service answers again`))
    breakers.set(service, breaker)
  }
  return breaker
}

/**
 * Runs one call to `service` through its breaker. Throws CircuitOpenError without calling while the
 * circuit is open, and while another call is probing it (cockatiel would make that caller wait for
 * the probe, up to the whole timeout, which is what the breaker is there to prevent).
 */
export async function throughBreaker<T>(service: string, call: () => Promise<T>): Promise<T> {
  const breaker = breakerFor(service)
  if (breaker.state === CircuitState.HalfOpen) throw new CircuitOpenError(`${service}: circuit half-open`)
  try {
    return await breaker.execute(call)
  } catch (error) {
    if (error instanceof BrokenCircuitError) throw new CircuitOpenError(`${service}: circuit open`)
    throw error
  }
}

const stateNames: Record<CircuitState, CircuitStateName> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
}

/** Each called service's circuit, by name (read-only: for metrics and the health route). */
export function serviceCircuitStates(): Readonly<Record<string, CircuitStateName>> {
  return Object.fromEntries([...breakers].map(([service, breaker]) => [service, stateNames[breaker.state]]))
}

/**
 * Forgets the circuits of the services `which` names (every one by default): the mock controls'
 * reset and the unit tests start from closed circuits.
 */
export function resetServiceBreakers(which: (service: string) => boolean = () => true): void {
  for (const service of [...breakers.keys()]) if (which(service)) breakers.delete(service)
}
