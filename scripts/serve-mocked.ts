import { mockedStackEnv } from './mocked-stack-env.ts'

/**
 * `npm start` (after the build), `npm run start:cms` and `npm run start:blog`: the production build on
 * the mocked stack, asked for explicitly, as production requires: MOCKS (every service, unless the
 * caller lists fewer) and the demo secrets. The server then says at start and on /api/health/ that it
 * runs on mocks.
 */
for (const [name, value] of Object.entries(mockedStackEnv)) process.env[name] ||= value
await import('./serve.ts')
