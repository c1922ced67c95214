import { serverEnv } from '../env.server.ts'
import { createLimiter, type HitResult } from '../http/throttle.server.ts'

// Every run is a PDF API call made by this server: a person clicking is far below this.
// Signed-in customers only, each call billed to their own key: no reason to refuse while the store is down.
const runsPerCustomer = createLimiter({
  name: 'lab-runs',
  limit: 30,
  windowMs: 60_000,
  whenStoreDown: 'allow',
  guards: 'pdfApi',
})

/** Counts one lab run for the customer: 30 a minute, checked before a byte of the body is read. */
export function hitLabRun(userId: string): Promise<HitResult> {
  return runsPerCustomer.hit(userId)
}

/** Why an upload was not let in: the account's own uploads, or this instance's share of all of them. */
export type UploadRefusal = 'account' | 'instance'

export type Admission = { admitted: true; release: () => void } | { admitted: false; refusal: UploadRefusal }

const perAccount = new Map<string, number>()
let bytesInFlight = 0

/**
 * Lets an upload in while the account has fewer than its share in flight on this instance and the
 * instance's declared bytes stay under its cap (an upload alone always passes: its plan bounds it).
 * `release` gives both back once the answer is sent; calling it twice gives back nothing more.
 */
export function admitUpload(userId: string, declaredBytes: number): Admission {
  const limits = serverEnv().labUploads
  const mine = perAccount.get(userId) ?? 0
  if (mine >= limits.perAccount) return { admitted: false, refusal: 'account' }
  if (bytesInFlight > 0 && bytesInFlight + declaredBytes > limits.bytesInFlight)
    return { admitted: false, refusal: 'instance' }
  perAccount.set(userId, mine + 1)
  bytesInFlight += declaredBytes
  let released = false
  return {
    admitted: true,
    release: () => {
      if (released) return
      released = true
      bytesInFlight -= declaredBytes
      const left = (perAccount.get(userId) ?? 1) - 1
      if (left > 0) perAccount.set(userId, left)
      else perAccount.delete(userId)
    },
  }
}

/** What is in flight now: the gate's tests read it back. */
export function uploadsInFlight(): { accounts: number; bytes: number } {
  return { accounts: perAccount.size, bytes: bytesInFlight }
}
