/**
 * What a marketer sees of a block in Strapi: its name, what it is for, its icon and group, and for
 * every field a label, a line of help and an example. Declared once beside each block's schema;
 * `npm run cms:components` writes it into the Strapi components and the Content Manager's edit
 * views, and the site uses the same labels in the preview placeholder for an invalid block.
 */
export type FieldHelp = {
  label: string
  description?: string
  placeholder?: string
  /** Half-width fields sit side by side in the edit view; the default is the full width. */
  width?: 'half' | 'full'
  /**
   * The most characters Strapi accepts, with a counter while typing. Only Strapi enforces it: the
   * site still shows a longer text that reached it some other way rather than drop the section.
   */
  maxLength?: number
  /** A choice's stored values in the words the admin offers them in (`image` as "Image"). */
  choices?: Record<string, string>
  /** An image beside text that already says what it shows: it needs no alternative text. */
  decorative?: true
  /** The admin's own input instead of Strapi's default for the field's type (`editorInputs`). */
  input?: EditorInput
}

/**
 * Inputs the Strapi admin draws for a marketer (custom fields, cms/src/admin/): icons chosen by
 * their picture, API tools chosen by name from the catalogue instead of typed as an endpoint, plans
 * chosen from a list that shows their prices, and prices read as a person types them ("$89", "79,99").
 */
export const editorInputs = ['feature-icon', 'api-tool', 'plan', 'price'] as const
export type EditorInput = (typeof editorInputs)[number]

/** Icons Strapi's admin can draw for a component (its icon picker's names). */
export const strapiIcons = [
  'apps',
  'bulletList',
  'chartPie',
  'code',
  'cursor',
  'discuss',
  'feather',
  'grid',
  'layout',
  'picture',
  'priceTag',
  'puzzle',
  'question',
  'quote',
  'rocket',
  'stack',
  'star',
  'book',
  'briefcase',
  'play',
  'paperPlane',
] as const
export type StrapiIcon = (typeof strapiIcons)[number]

export const blockCategories = [
  'Openers and calls to action',
  'Content',
  'Product and pricing',
  'Proof',
] as const
export type BlockCategory = (typeof blockCategories)[number]

export type BlockEditor = {
  label: string
  description: string
  icon: StrapiIcon
  category: BlockCategory
  /**
   * Every field by its path (`heading`, `items.question`). A nested shared component (a button)
   * has its own labels in `shared/fields.ts`; the block names only the field that holds it.
   */
  fields: Record<string, FieldHelp>
}

/** A component shared by several blocks (a button): its own name and field labels. */
export type BlockPartHelp = { label: string; description: string; fields: Record<string, FieldHelp> }
