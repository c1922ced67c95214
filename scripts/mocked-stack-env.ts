import { randomBytes } from 'node:crypto'

/**
 * The secrets a script sets when it starts the built server for a demo or a test: in production the
 * server has no defaults for them. One already in the environment wins (the contract scripts export
 * theirs); otherwise the preview and revalidate secrets are the public ones the README and the
 * browser tests use, and the session secret is new on every run.
 */
export const demoSecrets = {
  SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('base64url'),
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || 'dev-revalidate-secret',
  PREVIEW_SECRET: process.env.PREVIEW_SECRET || 'dev-preview-secret',
}

/** The built server on the mocked stack, asked for explicitly: every service mocked, demo secrets. */
export const mockedStackEnv = { MOCKS: 'true', ...demoSecrets }
