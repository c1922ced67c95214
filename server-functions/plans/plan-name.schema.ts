import { z } from 'zod/mini'
import { planNames } from './plan-names.ts'

/** A plan name. Its own module so the shell's user store does not build the auth forms' schemas. */
export const planNameSchema = z.enum(planNames)
