// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { PENDING_FRAME_ATTRIBUTE } from '~/components/islands/pending-frame-id.ts'
import { byId, loaderPageHtml } from './fixtures/loader-page.ts'
import { buildIslandLoader, LOADER_CONFIG_PLACEHOLDER } from './vite-plugin.ts'

// The built string, not the source: the bundler must keep every branch the source has.
const islandsEntry = `data:text/javascript,${encodeURIComponent(`
export function mountIsland(name, element) {
  element.setAttribute('data-live', name)
  document.querySelector('[data-opens="sign-in"]').addEventListener('click', () => {
    document.body.setAttribute('data-modal', 'sign-in')
  })
}`)}`

function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (condition() ? resolve() : setTimeout(check, 5))
    check()
  })
}

// Code run by `new Function` has no module loader: its one dynamic import goes through the test's.
async function runBuiltLoader() {
  const code = await buildIslandLoader()
  expect(code.split('import(')).toHaveLength(2)
  const config = JSON.stringify({ entry: islandsEntry, preloads: {} })
  const script = code.replace(LOADER_CONFIG_PLACEHOLDER, config).replace('import(', 'importModule(')
  new Function('importModule', script)((url: string) => import(/* @vite-ignore */ url))
}

beforeEach(() => {
  document.body.innerHTML = loaderPageHtml
})

describe('the built island loader', () => {
  it('shows the frame at the first click and replays the click on the live island', async () => {
    await runBuiltLoader()
    expect(document.documentElement.getAttribute('data-hydrated')).toBe('true')
    byId('sign-in').click()
    expect(document.querySelector(`[${PENDING_FRAME_ATTRIBUTE}]`)).not.toBeNull()
    await until(() => document.body.getAttribute('data-modal') === 'sign-in')
  })
})
