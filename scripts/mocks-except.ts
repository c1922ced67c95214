import { z } from 'zod'
import { mocksExcept, serviceNames } from '../server-functions/env.server.ts'

/**
 * Prints the MOCKS value that mocks every service but those named, for a shell script that starts the
 * site on one real service (`node scripts/mocks-except.ts strapi`).
 */
const real = z.array(z.enum(serviceNames)).min(1).parse(process.argv.slice(2))
console.log(mocksExcept(...real))
