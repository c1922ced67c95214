import type { z } from 'zod/mini'
import type { logoCloudSchema } from './schema.ts'

/** Customer marks: each a distinct emblem beside its wordmark, uploaded as an SVG file. */
export const customerLogos = [
  { name: 'Northwind Legal', mark: 'compass', style: 'serif' },
  { name: 'Contoso Health', mark: 'cross', style: 'sans' },
  { name: 'Fabrikam Insurance', mark: 'shield', style: 'sans' },
  { name: 'Tailspin Logistics', mark: 'chevrons', style: 'italic' },
  { name: 'Litware Labs', mark: 'hexagon', style: 'mono' },
  { name: 'Woodgrove Bank', mark: 'columns', style: 'serif' },
] as const

export type CustomerLogo = (typeof customerLogos)[number]

export const LOGO_HEIGHT = 48

/** The file's width: the emblem, a gap and the wordmark at about 12.5 px a character. */
export const logoWidth = (name: string) => 60 + Math.round(name.length * 12.5)

export const logoSlug = (name: string) => name.toLowerCase().replace(/\W+/g, '-')

const logo = (name: string) => ({
  name,
  image: {
    url: `/uploads/logos/${logoSlug(name)}.svg`,
    alternativeText: name,
    width: logoWidth(name),
    height: LOGO_HEIGHT,
  },
})

export const logoCloudFixtures = {
  customers: {
    __component: 'blocks.logo-cloud',
    heading: 'Trusted by document teams everywhere',
    logos: customerLogos.map((customer) => logo(customer.name)),
  },
} satisfies Record<string, z.input<typeof logoCloudSchema>>

export const brokenLogoCloud = {
  __component: 'blocks.logo-cloud',
  heading: 'Logos',
  logos: [{ name: 'No size', image: { url: '/x.svg' } }],
}
