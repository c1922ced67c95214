import type { z } from 'zod/mini'
import type { richTextSchema } from './schema.ts'

export const richTextFixtures = {
  faqText: {
    __component: 'blocks.rich-text',
    body: '<h2>Frequently asked questions</h2><h3>What counts as an API call?</h3><p>Every request to a processing endpoint counts as one call, whatever the number of pages.</p><h3>Can I change plans later?</h3><p>Yes. Upgrades take effect at once; downgrades take effect at your next renewal.</p>',
  },
  withCode: {
    __component: 'blocks.rich-text',
    body: '<p>Call any endpoint with your key:</p><pre><code>curl -H "Api-Key: $KEY" -F file=@in.pdf https://api.pdfrest.com/compressed-pdf</code></pre>',
  },
  hostile: {
    __component: 'blocks.rich-text',
    body: '<p onclick="alert(1)">Safe text</p><script>alert(2)</script><a href="javascript:alert(3)">link</a><img src=x onerror="alert(4)">',
  },
} satisfies Record<string, z.input<typeof richTextSchema>>

export const brokenRichText = { __component: 'blocks.rich-text', body: '' }
