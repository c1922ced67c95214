import type { z } from 'zod/mini'

/**
 * One of the site's actions, as both sides see it: the `/api/…` route that answers it, the schema
 * its route checks the body with (none for a read) and the schema its client checks the answer with.
 * The route imports `input`, the client (`client.ts`) the whole contract: one shape, one transport.
 */
export type ApiRead<Answer> = { readonly path: `/api/${string}/`; readonly answer: z.ZodMiniType<Answer> }
export type ApiAction<Input, Answer> = ApiRead<Answer> & {
  readonly input: z.ZodMiniType<Input>
  /**
   * For an action that takes files: its input as the multipart form the route reads. Without it the
   * input travels as JSON.
   */
  readonly form?: (input: Input) => FormData
}

/** Declares an action: its types come from its two schemas. */
export const apiAction = <Input, Answer>(contract: ApiAction<Input, Answer>) => contract

/** Declares a read (`GET`): its type comes from its answer's schema. */
export const apiRead = <Answer>(contract: ApiRead<Answer>) => contract
