import type { Page } from '@playwright/test'

/**
 * The page's request-form posts to `path` carry a token the mock bot check scores as a bot (0.1):
 * the browser's stand-in only hands out passing tokens, and a bot check that is down is not a bot.
 */
export function postAsBot(page: Page, path: string, action: string) {
  return page.route(`**${path}`, (route) =>
    route.continue({
      postData: (route.request().postData() ?? '').replace(
        /"botToken":"[^"]*"/,
        `"botToken":"mock-token-bot:${action}"`,
      ),
    }),
  )
}
