import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockControls } from '#mocks/controls.ts'
import { recaptchaHandlers } from '#mocks/recaptcha.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../env.server.ts'
import { resetAllLimiters } from '../http/throttle.server.ts'
import { createMemoryStore } from '../store/memory-store.server.ts'
import type { SharedStore } from '../store/shared-store.server.ts'
import { useSharedStore } from '../store/store.server.ts'
import { FORM_MESSAGES } from '#shared/api/contact-fields.schema.ts'
import { requestGate } from './request-gate.server.ts'

const { recaptcha } = serverEnv().services
startMockServerFor(recaptchaHandlers(recaptcha.url, recaptcha.key ?? ''))
beforeEach(() => resetAllLimiters())
afterEach(() => useSharedStore(createMemoryStore()))

const unavailableMessage = 'Not sent; try again in a moment.'
const { admit: gate } = requestGate({
  name: 'gate-test',
  service: 'supportTickets',
  botAction: 'support',
  perIpPerHour: 3,
  perEmailPerHour: 2,
  unavailableMessage,
})
const token = 'mock-token:support'

describe('the gate in front of a public request form', () => {
  it('lets a bot-checked request through and refuses a token for another action', async () => {
    expect(await gate('jo@contoso.example', '192.0.2.1', token)).toBeNull()
    expect(await gate('jo@contoso.example', '192.0.2.1', 'mock-token:signup')).toEqual({
      ok: false,
      reason: 'bot-check',
      message: FORM_MESSAGES.botCheck,
    })
  })

  it('counts an address however it is typed, and each client address', async () => {
    await gate('jo@contoso.example', '192.0.2.2', token)
    await gate(' JO@Contoso.example', '192.0.2.3', token)
    expect(await gate('Jo@contoso.example ', '192.0.2.4', token)).toMatchObject({ reason: 'throttled' })
    await gate('a@contoso.example', '192.0.2.5', token)
    await gate('b@contoso.example', '192.0.2.5', token)
    await gate('c@contoso.example', '192.0.2.5', token)
    expect(await gate('d@contoso.example', '192.0.2.5', token)).toMatchObject({ reason: 'throttled' })
  })

  it('stays open, still bot-checked, while the shared store cannot count', async () => {
    const downStore: SharedStore = {
      ...createMemoryStore(),
      rateLimit: () => ({
        consume: async () => ({ outcome: 'store-down' }),
        refund: async () => {},
        clear: async () => {},
      }),
    }
    await useSharedStore(downStore)
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await gate('jo@contoso.example', '192.0.2.6', token)).toBeNull()
    }
    expect(await gate('jo@contoso.example', '192.0.2.6', 'mock-token-bot')).toMatchObject({
      reason: 'bot-check',
    })
  })

  it('says the form could not be sent, not that the visitor failed, while the bot check is away', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const unavailable = { ok: false, reason: 'unavailable', message: unavailableMessage }
    for (const mode of ['down', 'garbage', 'garbage'] as const) {
      mockControls().recaptcha = mode
      expect(await gate(`${mode}@contoso.example`, '192.0.2.7', token), mode).toEqual(unavailable)
    }
  })

  it('an attempt the bot check could not judge does not count against the address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockControls().recaptcha = 'down'
    for (const ip of ['192.0.2.8', '192.0.2.9', '192.0.2.10']) {
      expect(await gate('kim@contoso.example', ip, token)).toMatchObject({ reason: 'unavailable' })
    }
    mockControls().recaptcha = 'ok'
    expect(await gate('kim@contoso.example', '192.0.2.11', token)).toBeNull()
  })
})
