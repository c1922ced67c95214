import { createServerFn } from '@tanstack/react-start'
import { serverEnv } from '../env.server.ts'

/** The public status page's address, from configuration. */
export const getStatusPageUrl = createServerFn({ method: 'GET' }).handler(() => serverEnv().statusPageUrl)
