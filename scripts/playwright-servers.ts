import type { PlaywrightTestConfig } from '@playwright/test'
import { demoSecrets, mockedStackEnv } from './mocked-stack-env.ts'
import { serveCommand } from './server-flags.ts'

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>

/**
 * The built site on 127.0.0.1:`port` for a Playwright suite, ready once its health check answers.
 * `env` says which services are real (their URLs and keys) and which are mocked (`MOCKS`, always
 * explicit: the built server runs in production, where nothing is mocked unless asked for). The demo
 * secrets apply unless `env` sets its own.
 */
export function siteServer(port: string, env: Record<string, string>, timeout = 60_000): WebServer {
  return {
    command: serveCommand,
    url: `http://127.0.0.1:${port}/api/health/`,
    timeout,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // Warnings and errors only: a line per request would bury the suite's own report.
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...demoSecrets,
      ...env,
    },
  }
}

/** The built site with every service mocked: the end-to-end suite's, and what a contract compares with. */
export function mockedSiteServer(port: string, timeout?: number): WebServer {
  return siteServer(port, mockedStackEnv, timeout)
}

/**
 * Reads a setting its suite's shell script exports (ports, secrets, keys); run without the script,
 * the suite stops at once and names the command that runs it.
 */
export function scriptEnv(command: string): (name: string) => string {
  return (name) => {
    const value = process.env[name]
    if (!value) throw new Error(`${name} is not set: run this suite with ${command}`)
    return value
  }
}
