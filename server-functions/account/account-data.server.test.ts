import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockControls } from '#mocks/controls.ts'
import { mockHandlers } from '#mocks/handlers.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { findUserByEmail } from '#mocks/users.ts'
import { serverEnv } from '../env.server.ts'
import { ACCOUNT_LOAD_FAILED, fetchAccountData, postAccountRecord } from './account-data.server.ts'

startMockServerFor(mockHandlers(serverEnv()))
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
const idOf = (email: string) => findUserByEmail(email)?.id ?? ''

describe('account data (the three account reads)', () => {
  it('assembles key, plan, usage and overrides for the user store', async () => {
    expect(await fetchAccountData(idOf('enterprise@example.com'))).toEqual({
      ok: true,
      data: expect.objectContaining({
        key: 'demo-enterprise-0004-key',
        plan: 'Enterprise',
        maxUse: 16000,
        currentMonthUsage: 15210,
        billingCycle: 'Annual',
        annualRenewalDate: '2027-03-01',
        licensedUsesSupplement: 2000,
        filePersistenceOverride: 1440,
        overageOverride: 0.02,
      }),
    })
  })

  it('gives the missing-user-id message', async () => {
    expect(await fetchAccountData('')).toEqual({
      ok: false,
      message: 'No user key provided, make sure user has valid account before fetching user data.',
    })
  })

  it.each(['accountGateway', 'usage', 'accountService'] as const)(
    'turns a %s outage into the support message',
    async (service) => {
      mockControls()[service] = 'down'
      expect(await fetchAccountData(idOf('pro@example.com'))).toEqual({
        ok: false,
        message: ACCOUNT_LOAD_FAILED,
      })
    },
  )

  it('posts the CRM record, and only logs a failure', async () => {
    await postAccountRecord(idOf('pro@example.com'))
    mockControls().accountGateway = 'down'
    await expect(postAccountRecord(idOf('pro@example.com'))).resolves.toBeUndefined()
    expect(console.error).toHaveBeenCalled()
  })
})
