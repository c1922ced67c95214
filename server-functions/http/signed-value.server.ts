import { createHmac } from 'node:crypto'
import { serverEnv } from '../env.server.ts'
import { secretMatches } from './secrets.server.ts'

const macOf = (purpose: string, value: string) =>
  createHmac('sha256', serverEnv().sessionSecret).update(`${purpose}\n${value}`).digest('base64url')

/** `value.mac`: a value the browser keeps but cannot alter or reuse for another purpose. */
export function signValue(purpose: string, value: string): string {
  return `${value}.${macOf(purpose, value)}`
}

/** The value of a signed pair, or undefined when the mac does not match (compared in constant time). */
export function verifySignedValue(purpose: string, signed: string | undefined): string | undefined {
  if (!signed) return undefined
  const cut = signed.lastIndexOf('.')
  if (cut <= 0) return undefined
  const value = signed.slice(0, cut)
  return secretMatches(signed.slice(cut + 1), macOf(purpose, value)) ? value : undefined
}
