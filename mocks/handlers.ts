import type { RequestHandler } from 'msw'
import type { ServerEnv } from '#server/env.server.ts'
import { euBaseUrl } from '#domain/pdf-api/hosts.ts'
import { cdnHandlers } from './cdn.ts'
import { accountGatewayHandlers, accountServiceHandlers, usageHandlers } from './account.ts'
import { ghostHandlers } from './ghost-blog.ts'
import { identityHandlers } from './identity.ts'
import { licenseRequestHandlers } from './license-requests.ts'
import { pdfApiHandlers } from './pdf-api.ts'
import { planHandlers } from './plans.ts'
import { recaptchaHandlers } from './recaptcha.ts'
import { strapiHandlers } from './strapi.ts'
import { supportTicketHandlers } from './support-tickets.ts'

/** The MSW handlers for every service the environment leaves mocked. */
export function mockHandlers(env: ServerEnv): RequestHandler[] {
  const { services } = env
  const pick = (mocked: boolean, handlers: () => RequestHandler[]) => (mocked ? handlers() : [])
  return [
    ...pick(services.strapi.mocked, () => strapiHandlers(services.strapi.url, services.strapi.key ?? '')),
    ...pick(services.ghost.mocked, () => ghostHandlers(services.ghost.url, services.ghost.key ?? '')),
    ...pick(services.identity.mocked, () => identityHandlers(services.identity.url, env.siteUrl)),
    ...pick(services.recaptcha.mocked, () =>
      recaptchaHandlers(services.recaptcha.url, services.recaptcha.key ?? ''),
    ),
    ...pick(services.accountGateway.mocked, () => accountGatewayHandlers(services.accountGateway.url)),
    ...pick(services.usage.mocked, () => usageHandlers(services.usage.url)),
    ...pick(services.accountService.mocked, () =>
      accountServiceHandlers(services.accountService.url, env.accountServiceEnv),
    ),
    ...pick(services.plans.mocked, () => planHandlers(services.plans.url)),
    ...pick(services.pdfApi.mocked, () => [
      ...pdfApiHandlers(services.pdfApi.url),
      ...pdfApiHandlers(euBaseUrl(services.pdfApi.url)),
    ]),
    ...pick(services.licenseRequests.mocked, () => licenseRequestHandlers(services.licenseRequests.url)),
    ...pick(env.cdnPurge?.mocked === true, () => cdnHandlers(env.cdnPurge?.url ?? '')),
    ...pick(services.supportTickets.mocked, () =>
      supportTicketHandlers(services.supportTickets.url, services.supportTickets.key ?? ''),
    ),
  ]
}
