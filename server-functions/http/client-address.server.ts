import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { serverEnv } from '../env.server.ts'
import { clientAddressFrom } from './trusted-proxies.server.ts'

/**
 * The address the per-client limits count: the socket peer, or what the trusted proxies in front
 * (`TRUSTED_PROXIES`) say the client was. Behind a load balancer every visitor would otherwise
 * share the balancer's address, and one visitor's mistakes would lock everyone out.
 */
export function clientAddress(): string {
  return clientAddressFrom(getRequestIP() ?? 'unknown', getRequest().headers, serverEnv().trustedProxies)
}
