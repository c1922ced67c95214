import type { z } from 'zod/mini'
import type { mediaSchema } from './schema.ts'

export const mediaFixtures = {
  screenshot: {
    __component: 'blocks.media',
    kind: 'image',
    image: {
      url: '/uploads/media/api-lab.png',
      alternativeText: 'The API Lab compressing a PDF',
      width: 800,
      height: 450,
    },
    caption: 'The API Lab shows the request, the response and the code.',
  },
  video: {
    __component: 'blocks.media',
    kind: 'video',
    // The YouTube IFrame API's own demo video: neutral, public and embeddable.
    video_url: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    title: 'pdfRest in two minutes',
    caption: 'From API key to compressed PDF: the API Lab, the code samples and the response.',
  },
  externalVideo: {
    __component: 'blocks.media',
    kind: 'video',
    video_url: 'https://videos.example.com/intro.mp4',
    title: 'Intro video',
  },
} satisfies Record<string, z.input<typeof mediaSchema>>

export const brokenMedia = { __component: 'blocks.media', kind: 'image', image: { url: '/x.png', width: 10 } }
