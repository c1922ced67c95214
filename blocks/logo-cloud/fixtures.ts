import type { z } from 'zod/mini'
import type { logoCloudSchema } from './schema.ts'

const logo = (name: string) => ({
  name,
  image: {
    url: `/uploads/icons/${name.toLowerCase().replace(/\W+/g, '-')}.svg`,
    alternativeText: name,
    // The stand-in files are the mock's 48×48 SVG icons: the size says what the file is.
    width: 48,
    height: 48,
  },
})

export const logoCloudFixtures = {
  customers: {
    __component: 'blocks.logo-cloud',
    heading: 'Trusted by document teams everywhere',
    logos: [
      logo('Northwind Legal'),
      logo('Contoso Health'),
      logo('Fabrikam Insurance'),
      logo('Tailspin Logistics'),
    ],
  },
} satisfies Record<string, z.input<typeof logoCloudSchema>>

export const brokenLogoCloud = {
  __component: 'blocks.logo-cloud',
  heading: 'Logos',
  logos: [{ name: 'No size', image: { url: '/x.svg' } }],
}
