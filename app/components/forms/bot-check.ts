import { z } from 'zod/mini'

export type BotCheckConfig = { siteKey: string; mocked: boolean }

const grecaptchaSchema = z.object({
  ready: z.custom<(callback: () => void) => void>((value) => typeof value === 'function'),
  execute: z.custom<(siteKey: string, options: { action: string }) => Promise<string>>(
    (value) => typeof value === 'function',
  ),
})

let loading: Promise<void> | undefined

function loadScript(siteKey: string): Promise<void> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('reCAPTCHA could not load'))
    document.head.append(script)
  })
  return loading
}

/**
 * A bot-check token for an action: reCAPTCHA v3 (badge hidden by CSS) in real mode; in mock mode a
 * local stand-in, since the browser never calls an outside service then.
 */
export async function getBotToken(config: BotCheckConfig, action: string): Promise<string> {
  if (config.mocked) return `mock-token:${action}`
  await loadScript(config.siteKey)
  const grecaptcha = grecaptchaSchema.parse(Reflect.get(window, 'grecaptcha'))
  await new Promise<void>((resolve) => grecaptcha.ready(resolve))
  return grecaptcha.execute(config.siteKey, { action })
}

/**
 * Sends a request form's parsed value with a bot-check token for the action. A call that fails
 * (network, the bot-check script) resolves to null: the form then shows its own "unavailable" text.
 */
export async function sendWithBotCheck<TRequest, TResult>(
  config: BotCheckConfig,
  action: string,
  request: TRequest,
  send: (submission: { request: TRequest; botToken: string }) => Promise<TResult>,
): Promise<TResult | null> {
  try {
    return await send({ request, botToken: await getBotToken(config, action) })
  } catch {
    return null
  }
}
