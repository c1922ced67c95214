import { createHash } from 'node:crypto'
import { EncryptJWT, jwtDecrypt } from 'jose'
import { describe, expect, it } from 'vitest'
import { openClaims, sealClaims } from './sealed-token.server.ts'

const key = new Uint8Array(createHash('sha256').update('test key').digest())
const otherKey = new Uint8Array(createHash('sha256').update('other key').digest())

describe('sealed tokens (compact JWE, dir + A256GCM)', () => {
  it('round-trips claims and writes the format jose reads, and reads what jose writes', async () => {
    const sealed = sealClaims({ session: { id: 'u1' } }, key, 60)
    expect(openClaims(sealed, key)).toMatchObject({ session: { id: 'u1' } })
    const { payload } = await jwtDecrypt(sealed, key)
    expect(payload.session).toEqual({ id: 'u1' })
    const fromJose = await new EncryptJWT({ session: { id: 'u2' } })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setExpirationTime('60s')
      .encrypt(key)
    expect(openClaims(fromJose, key)).toMatchObject({ session: { id: 'u2' } })
  })

  it('refuses a tampered, foreign, expired or malformed token', () => {
    const sealed = sealClaims({ a: 1 }, key, 60)
    const parts = sealed.split('.')
    const flipped = (text: string) => `${text.slice(0, -2)}${text.endsWith('AA') ? 'BB' : 'AA'}`
    expect(openClaims([parts[0], '', parts[2], flipped(parts[3] ?? ''), parts[4]].join('.'), key)).toBeNull()
    expect(openClaims([parts[0], '', parts[2], parts[3], flipped(parts[4] ?? '')].join('.'), key)).toBeNull()
    expect(openClaims(sealed, otherKey)).toBeNull()
    expect(openClaims(sealed, key, Date.now() + 61_000)).toBeNull()
    for (const junk of [
      '',
      'a.b.c',
      '....',
      `${parts[0]}.x.${parts[2]}.${parts[3]}.${parts[4]}`,
      'x'.repeat(5000),
    ])
      expect(openClaims(junk, key)).toBeNull()
  })
})
