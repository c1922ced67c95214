import type { z } from 'zod/mini'
import type { codeSampleSchema } from './schema.ts'

export const codeSampleFixtures = {
  compress: {
    __component: 'blocks.code-sample',
    heading: 'Compress a PDF in one call',
    samples: [
      {
        language: 'cURL',
        code: 'curl -X POST https://api.pdfrest.com/compressed-pdf \\\n  -H "Api-Key: $PDFREST_API_KEY" \\\n  -F file=@input.pdf -F compression_level=medium',
      },
      {
        language: 'Python',
        code: 'import requests\n\nresponse = requests.post(\n    "https://api.pdfrest.com/compressed-pdf",\n    headers={"Api-Key": API_KEY},\n    files={"file": open("input.pdf", "rb")},\n    data={"compression_level": "medium"},\n)\nprint(response.json()["outputUrl"])',
      },
      {
        language: 'Node.js',
        code: 'const form = new FormData()\nform.append("file", await fs.openAsBlob("input.pdf"))\nform.append("compression_level", "medium")\nconst res = await fetch("https://api.pdfrest.com/compressed-pdf", {\n  method: "POST",\n  headers: { "Api-Key": process.env.PDFREST_API_KEY },\n  body: form,\n})',
      },
    ],
  },
} satisfies Record<string, z.input<typeof codeSampleSchema>>

export const brokenCodeSample = {
  __component: 'blocks.code-sample',
  heading: 'Rust',
  samples: [{ language: 'Rust', code: 'fn main() {}' }],
}
