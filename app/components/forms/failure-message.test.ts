import { describe, expect, it } from 'vitest'
import { ApiRefusal } from '#shared/api/client.ts'
import { sendWithBotCheck } from './bot-check.ts'
import { failureMessage } from './failure-message.ts'

describe('failureMessage', () => {
  it('is empty on success, the outcome message on a refusal, the fallback when the call fails', async () => {
    expect(await failureMessage(async () => ({ ok: true }), 'down')).toBe('')
    expect(await failureMessage(async () => ({ ok: false, message: 'password invalid' }), 'down')).toBe(
      'password invalid',
    )
    expect(await failureMessage(() => Promise.reject(new Error('network')), 'down')).toBe('down')
  })

  it("shows the server's own words when it refused the call before answering", async () => {
    const refused = () => Promise.reject(new ApiRefusal('The request is too large.'))
    expect(await failureMessage(refused, 'down')).toBe('The request is too large.')
  })
})

describe('sendWithBotCheck', () => {
  it('sends the request with a token for the action, or resolves to null when the call fails', async () => {
    const sent: unknown[] = []
    const result = await sendWithBotCheck(
      { siteKey: 'key', mocked: true },
      'support',
      { name: 'Jo' },
      async (options) => {
        sent.push(options)
        return { ok: true }
      },
    )
    expect(result).toEqual({ ok: true })
    expect(sent).toEqual([{ request: { name: 'Jo' }, botToken: 'mock-token:support' }])
    const failed = await sendWithBotCheck({ siteKey: 'key', mocked: true }, 'support', {}, () =>
      Promise.reject(new Error('network')),
    )
    expect(failed).toBeNull()
  })
})
