import type { FieldHelp } from '../editor-help.ts'

/**
 * What editors see of the content types and the hand-written components (everything in Strapi that
 * is not a block): labels, help and examples, and the field a list shows as the entry's name.
 */
export type ContentTypeHelp = { mainField?: string; fields: Record<string, FieldHelp> }

const seoField: FieldHelp = {
  label: 'Search and sharing',
  description: 'The title and description search engines and social networks show.',
}

/** Scheduled publishing (cms/src/editor/scheduled-publishing.js) reads this field. */
const publishAtField = (what: string): FieldHelp => ({
  label: 'Publish at',
  description: `Optional. Save the ${what} as a draft: at this time it goes live by itself. Publishing, unpublishing or emptying the field cancels it.`,
  width: 'half',
})

export const contentTypeHelp: Record<string, ContentTypeHelp> = {
  'api::page.page': {
    mainField: 'title',
    fields: {
      title: {
        label: 'Page name',
        description: 'For editors; the URL slug follows it until you type one of your own.',
        placeholder: 'Spring offer',
        width: 'half',
      },
      slug: {
        label: 'URL slug',
        description:
          'The page appears at /slug/. Lowercase letters, digits and hyphens; home is the front page.',
        placeholder: 'spring-offer',
        width: 'half',
      },
      publish_at: publishAtField('page'),
      seo: seoField,
      blocks: {
        label: 'Sections',
        description:
          'The page from top to bottom. Drag to reorder; use a section’s menu to add one above or below it.',
      },
    },
  },
  'api::product.product': {
    mainField: 'title',
    fields: {
      title: { label: 'Product name', placeholder: 'Cloud API', width: 'half' },
      slug: {
        label: 'URL slug',
        description: 'The product appears at /products/slug/.',
        placeholder: 'cloud-api',
        width: 'half',
      },
      seo: seoField,
      blocks: { label: 'Sections', description: 'The product page from top to bottom.' },
    },
  },
  'api::api-tool.api-tool': {
    mainField: 'name',
    fields: {
      name: { label: 'Tool name', placeholder: 'Compress PDF', width: 'half' },
      slug: {
        label: 'URL slug',
        description: 'The tool appears at /apitools/slug/.',
        placeholder: 'compress-pdf',
        width: 'half',
      },
      header_blurb: { label: 'Short description', description: 'One sentence under the tool name.' },
      icon: { label: 'Icon', description: 'A square SVG on a transparent background.', width: 'half' },
      bucket: { label: 'Bucket', description: 'The group it is listed under.', width: 'half' },
      pro_tool: { label: 'Pro tool', description: 'Shows the Pro badge.', width: 'half' },
      rank: { label: 'Order in its bucket', description: 'Lowest first.', width: 'half' },
      blocks: { label: 'Sections', description: 'Extra sections of the tool page.' },
    },
  },
  'api::legal-page.legal-page': {
    mainField: 'title',
    fields: {
      title: { label: 'Page name', placeholder: 'Privacy Policy', width: 'half' },
      slug: { label: 'URL slug', placeholder: 'privacypolicy', width: 'half' },
      seo: seoField,
      body: { label: 'Text', description: 'The full legal text, formatted with headings and lists.' },
    },
  },
  'api::redirect.redirect': {
    mainField: 'from',
    fields: {
      from: {
        label: 'Old address',
        description: 'A path the site does not serve any more.',
        placeholder: '/spring-sale/',
        width: 'half',
      },
      to: {
        label: 'New address',
        description: 'A path of this site or a full https:// address.',
        placeholder: '/pricing/',
        width: 'half',
      },
      permanent: {
        label: 'Permanent',
        description:
          'Off, as a new redirect starts: temporary (the old address may come back). Turn on when it never will (search engines then forget it).',
      },
      publish_at: publishAtField('redirect'),
    },
  },
  'api::pdfrest-global.pdfrest-global': {
    mainField: 'name',
    fields: {
      name: { label: 'Name', description: 'How this record is listed in the admin.', width: 'half' },
      nav: { label: 'Header links' },
      api_tool_buckets: { label: 'API tool buckets', description: 'The API Tools menu and footer column.' },
      footer_developers: { label: 'Footer: Developers column' },
      footer_products: { label: 'Footer: Products column' },
      seo: { label: 'Default search and sharing', description: 'Used by pages that set none.' },
    },
  },
}

export const componentHelp: Record<string, Record<string, FieldHelp>> = {
  'shared.seo': {
    metaTitle: {
      label: 'Title in search results',
      description: 'About 60 characters; ends with “| pdfRest”.',
      placeholder: 'Spring offer | pdfRest',
    },
    metaDescription: {
      label: 'Description in search results',
      description: 'About 155 characters: what the page offers.',
    },
  },
  'shared.link': {
    label: { label: 'Text', width: 'half' },
    url: { label: 'Link', placeholder: '/pricing/', width: 'half' },
    description: { label: 'Description', description: 'Optional line shown under the link in menus.' },
  },
  'shared.nav-link': {
    label: { label: 'Text', width: 'half' },
    url: { label: 'Link', placeholder: '/pricing/', width: 'half' },
    description: { label: 'Description', description: 'Optional line shown under the link in menus.' },
    children: { label: 'Links in its menu', description: 'Optional: the entry then opens a menu.' },
  },
  'shared.tool-bucket': {
    name: { label: 'Bucket name', width: 'half' },
    api_tools: { label: 'Tools' },
  },
}
