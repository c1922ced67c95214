import { describe, expect, it } from 'vitest'
import { identityError } from './identity-error.ts'

describe('identity error mapping', () => {
  it('uses the JSON msg as the message', () => {
    expect(
      identityError(
        422,
        'Unprocessable Entity',
        '{"code":422,"msg":"Password should be at least 6 characters"}',
      ),
    ).toEqual({
      status: 422,
      message: 'Password should be at least 6 characters',
      description: 'Password should be at least 6 characters',
    })
  })

  it('joins error and description, and shows the description in forms', () => {
    expect(
      identityError(400, 'Bad Request', '{"error":"invalid_grant","error_description":"password invalid"}'),
    ).toEqual({
      status: 400,
      message: 'invalid_grant: password invalid',
      description: 'password invalid',
    })
    expect(identityError(400, 'Bad Request', '{"error":"unsupported_grant_type"}').description).toBe(
      'unsupported_grant_type',
    )
  })

  it('falls back on status text and code for a non-JSON or unknown body', () => {
    expect(identityError(502, 'Bad Gateway', '<html>upstream</html>').message).toBe('Bad Gateway (502)')
    expect(identityError(500, '', '[1,2]').message).toBe('Error (500)')
  })
})
