import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { z } from 'zod'

const HEADER = Buffer.from(JSON.stringify({ alg: 'dir', enc: 'A256GCM' })).toString('base64url')
const headerSchema = z.object({ alg: z.literal('dir'), enc: z.literal('A256GCM') })
const claimsSchema = z.looseObject({ exp: z.number() })

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

/**
 * A compact JWE (`dir` + `A256GCM`, the format jose writes) built with node:crypto's synchronous
 * cipher. WebCrypto runs AES on the thread pool, where Node 24 aborts the whole process
 * (`Assertion failed: errors->Empty()` in CipherJob) when a worker thread's OpenSSL error queue
 * is not empty; the fuzz run hit it with concurrent session cookies.
 */
export function sealClaims(claims: Record<string, unknown>, key: Uint8Array, maxAgeSeconds: number): string {
  const iat = Math.floor(Date.now() / 1000)
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(HEADER, 'ascii'))
  const plaintext = JSON.stringify({ ...claims, iat, exp: iat + maxAgeSeconds })
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [HEADER, '', b64(iv), b64(ciphertext), b64(cipher.getAuthTag())].join('.')
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The claims of an unexpired token sealed with `key`, or null for anything else. */
export function openClaims(token: string, key: Uint8Array, now = Date.now()): Record<string, unknown> | null {
  const [header = '', encryptedKey, iv = '', ciphertext = '', tag = '', ...rest] = token.split('.')
  if (rest.length > 0 || encryptedKey !== '') return null
  if (!headerSchema.safeParse(parseJson(Buffer.from(header, 'base64url').toString('utf8'))).success)
    return null
  const ivBytes = Buffer.from(iv, 'base64url')
  const tagBytes = Buffer.from(tag, 'base64url')
  if (ivBytes.length !== 12 || tagBytes.length !== 16) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: 16 })
    decipher.setAAD(Buffer.from(header, 'ascii'))
    decipher.setAuthTag(tagBytes)
    const plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()])
    const claims = claimsSchema.safeParse(parseJson(plaintext.toString('utf8')))
    return claims.success && claims.data.exp * 1000 > now ? claims.data : null
  } catch {
    return null
  }
}
