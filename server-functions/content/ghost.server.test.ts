import { describe, expect, it } from 'vitest'
import { withStagingRule } from './ghost.server.ts'

describe('withStagingRule', () => {
  it('hides staging posts outside development and shows them in development', () => {
    expect(withStagingRule('tag:tutorial-post', 'production')).toBe('tag:tutorial-post+tag:-staging')
    expect(withStagingRule('', 'test')).toBe('tag:-staging')
    expect(withStagingRule('tag:tutorial-post', 'development')).toBe('tag:tutorial-post')
  })
})
