/**
 * The public actions' schemas and messages, the last client-safe files in server-functions/: they
 * move to shared/api/ with the one typed client of the public actions. Until then the browser build
 * may load them (vite.config.ts) and server-functions/server-only.test.ts lets them be. The list
 * only shrinks; empty, it goes.
 */
export const movingToSharedApi = [
  'server-functions/account/api-key.schema.ts',
  'server-functions/admin/admin-users.schema.ts',
  'server-functions/forms/contact-fields.schema.ts',
  'server-functions/http/body-messages.ts',
  'server-functions/http/invalid-request.ts',
  'server-functions/identity/auth-api.schema.ts',
  'server-functions/identity/auth.schema.ts',
  'server-functions/identity/identity-error.ts',
  'server-functions/identity/sign-up.schema.ts',
  'server-functions/license/license-request.schema.ts',
  'server-functions/pdf-api/lab-upload-fn.ts',
  'server-functions/pdf-api/lab.schema.ts',
  'server-functions/plans/plan-state.schema.ts',
  'server-functions/support/support.schema.ts',
]
