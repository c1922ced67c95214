import { z } from 'zod/mini'
import type { BlockEditor, EditorInput, FieldHelp } from '../editor-help.ts'
import type { BlockField, BlockFields } from './block-fields.ts'

/** A Strapi 5 component attribute as its JSON schema file stores it (the kinds blocks use). */
export const strapiAttributeSchema = z.looseObject({
  type: z.string(),
  /** A custom field's `global::<name>`; Strapi stores it as the custom field's own type. */
  customField: z.optional(z.string()),
  required: z.optional(z.boolean()),
  repeatable: z.optional(z.boolean()),
  component: z.optional(z.string()),
  enum: z.optional(z.array(z.string())),
  multiple: z.optional(z.boolean()),
  allowedTypes: z.optional(z.array(z.string())),
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  maxLength: z.optional(z.number()),
})
export type StrapiAttribute = z.infer<typeof strapiAttributeSchema>

export const strapiComponentFileSchema = z.looseObject({
  collectionName: z.string(),
  info: z.looseObject({
    displayName: z.string(),
    icon: z.optional(z.string()),
    description: z.optional(z.string()),
  }),
  options: z.optional(z.looseObject({})),
  attributes: z.record(z.string(), strapiAttributeSchema),
})
export type StrapiComponentFile = z.infer<typeof strapiComponentFileSchema>

/**
 * The Strapi type each of the admin's own inputs stores (cms/src/index.js registers them as
 * custom fields): the icon stays an enumeration Strapi checks, the tool a string the site checks.
 */
export const customFieldTypes: Record<EditorInput, string> = {
  'feature-icon': 'enumeration',
  'api-tool': 'string',
  plan: 'enumeration',
  price: 'decimal',
}

/** The type Strapi stores an attribute as: a custom field's own type, or the attribute's. */
function storedType(attribute: StrapiAttribute): string {
  if (attribute.type !== 'customField') return attribute.type
  const name = attribute.customField?.replace(/^global::/, '')
  const known = Object.entries(customFieldTypes).find(([input]) => input === name)
  return known ? known[1] : `an unknown custom field (${String(attribute.customField)})`
}

/** A field drawn by one of the admin's own inputs: the input must store the field's type. */
function withInput(
  attribute: StrapiAttribute,
  input: EditorInput | undefined,
  path: string,
): StrapiAttribute {
  if (!input) return attribute
  if (customFieldTypes[input] !== attribute.type) {
    throw new Error(`${path}: the ${input} input stores ${customFieldTypes[input]}, not ${attribute.type}`)
  }
  return { ...attribute, type: 'customField', customField: `global::${input}` }
}

function attributeFor(field: BlockField, componentUid: string): StrapiAttribute {
  const required = field.required ? { required: true } : {}
  switch (field.kind) {
    case 'text':
      return {
        type: field.long ? 'text' : 'string',
        ...required,
        ...(field.max === undefined ? {} : { maxLength: field.max }),
      }
    case 'link':
      return { type: 'string', ...required }
    case 'number':
      return {
        type: field.integer ? 'integer' : 'decimal',
        ...required,
        ...(field.min === undefined ? {} : { min: field.min }),
        ...(field.max === undefined ? {} : { max: field.max }),
      }
    case 'boolean':
      return { type: 'boolean', ...required }
    case 'enum':
      return { type: 'enumeration', enum: field.values, ...required }
    case 'image':
      return { type: 'media', multiple: false, allowedTypes: ['images'], ...required }
    case 'component':
      return {
        type: 'component',
        repeatable: field.repeatable,
        component: componentUid,
        ...required,
        ...(field.min === undefined ? {} : { min: field.min }),
      }
  }
}

/** One Strapi component of a block, with what editors see of each of its fields. */
export type EditorComponent = {
  file: StrapiComponentFile
  help: Record<string, FieldHelp>
  /** Fields that hold a link or an image: checked when a page that uses them is published. */
  links: string[]
  images: string[]
}

/** The help a field has no entry for: the generator and the label test report it by path. */
export class MissingHelpError extends Error {}

/**
 * The Strapi components of one block: the block's own (`blocks.hero`) and one per nested object,
 * named after its place (`parts.faq-items`) unless it is a shared component (`shared.cta`). Names,
 * descriptions and icons come from the block's editor help; a field without a label throws.
 */
export function editorComponents(
  uid: string,
  fields: BlockFields,
  editor: BlockEditor,
): Map<string, EditorComponent> {
  const components = new Map<string, EditorComponent>()
  const visit = (
    componentUid: string,
    componentFields: BlockFields,
    info: StrapiComponentFile['info'],
    scope: Record<string, FieldHelp>,
    prefix: string,
  ) => {
    const [category = 'parts', name = componentUid] = componentUid.split('.')
    const attributes: Record<string, StrapiAttribute> = {}
    const help: Record<string, FieldHelp> = {}
    const links: string[] = []
    const images: string[] = []
    for (const [fieldName, field] of Object.entries(componentFields)) {
      const path = `${prefix}${fieldName}`
      const fieldHelp = scope[path]
      if (!fieldHelp?.label) throw new MissingHelpError(`${uid}: the field ${path} has no label`)
      help[fieldName] = fieldHelp
      if (field.kind === 'link') links.push(fieldName)
      if (field.kind === 'image' && !fieldHelp.decorative) images.push(fieldName)
      const nestedUid =
        field.kind === 'component'
          ? (field.shared?.uid ?? `parts.${name}-${fieldName.replaceAll('_', '-')}`)
          : ''
      const maxLength = field.kind === 'text' ? (fieldHelp.maxLength ?? field.max) : undefined
      attributes[fieldName] = withInput(
        { ...attributeFor(field, nestedUid), ...(maxLength === undefined ? {} : { maxLength }) },
        fieldHelp.input,
        `${uid}: ${path}`,
      )
      if (field.kind !== 'component' || components.has(nestedUid)) continue
      if (field.shared) {
        const { help: shared } = field.shared
        visit(
          nestedUid,
          field.fields,
          { displayName: shared.label, description: shared.description, icon: 'puzzle' },
          shared.fields,
          '',
        )
      } else {
        const description = fieldHelp.description ?? `${fieldHelp.label} of the ${editor.label} block.`
        visit(
          nestedUid,
          field.fields,
          { displayName: fieldHelp.label, description, icon: 'bulletList' },
          scope,
          `${path}.`,
        )
      }
    }
    components.set(componentUid, {
      file: {
        collectionName: `components_${category}_${name.replaceAll('-', '_')}`,
        info,
        options: {},
        attributes,
      },
      help,
      links,
      images,
    })
  }
  visit(
    uid,
    fields,
    { displayName: editor.label, description: editor.description, icon: editor.icon },
    editor.fields,
    '',
  )
  return components
}

/** The component files `npm run cms:components` writes for one block. */
export function componentFiles(
  uid: string,
  fields: BlockFields,
  editor: BlockEditor,
): Map<string, StrapiComponentFile> {
  return new Map(
    [...editorComponents(uid, fields, editor)].map(([componentUid, { file }]) => [componentUid, file]),
  )
}

const textTypes = new Set(['string', 'text', 'richtext'])
const integerTypes = new Set(['integer', 'biginteger'])
const numberTypes = new Set(['integer', 'biginteger', 'decimal', 'float'])

function fieldProblems(field: BlockField, attribute: StrapiAttribute): string[] {
  const problems: string[] = []
  const expect = (ok: boolean, message: string) => {
    if (!ok) problems.push(message)
  }
  const requiredInStrapi = attribute.required === true
  const type = storedType(attribute)
  const kindOk = {
    text: textTypes.has(type),
    link: textTypes.has(type),
    number: field.kind === 'number' && field.integer ? integerTypes.has(type) : numberTypes.has(type),
    boolean: type === 'boolean',
    enum: type === 'enumeration',
    image: type === 'media' && attribute.multiple !== true,
    component: type === 'component',
  }[field.kind]
  if (!kindOk) return [`is ${type} in Strapi but ${field.kind} in the block schema`]
  if (field.kind === 'component' && field.repeatable) {
    expect(attribute.repeatable === true, 'is a list in the block schema but a single component in Strapi')
    expect(
      (attribute.min ?? 0) === (field.min ?? 0),
      `needs at least ${field.min ?? 0} entries, Strapi ${attribute.min ?? 0}`,
    )
    return problems
  }
  if (field.kind === 'component') {
    expect(attribute.repeatable !== true, 'is a single component in the block schema but a list in Strapi')
  }
  expect(
    requiredInStrapi === field.required,
    field.required
      ? 'is required in the block schema, optional in Strapi'
      : 'is optional in the block schema, required in Strapi',
  )
  if (field.kind === 'enum') {
    const strapiValues = [...(attribute.enum ?? [])].sort().join(', ')
    expect(
      strapiValues === [...field.values].sort().join(', '),
      `allows ${strapiValues} in Strapi but ${field.values.join(', ')} in the block schema`,
    )
  }
  // Strapi may be stricter than the site (a maximum from the editor help); never looser.
  if (field.kind === 'text' && field.max !== undefined) {
    expect(
      attribute.maxLength === field.max,
      `maximum length is ${String(attribute.maxLength)} in Strapi, ${String(field.max)} in the block schema`,
    )
  }
  if (field.kind === 'number') {
    expect(
      attribute.min === field.min,
      `minimum is ${String(attribute.min)} in Strapi, ${String(field.min)} in the block schema`,
    )
    expect(
      attribute.max === field.max,
      `maximum is ${String(attribute.max)} in Strapi, ${String(field.max)} in the block schema`,
    )
  }
  return problems
}

/**
 * Every way a Strapi component (and the components it nests) disagrees with a block schema:
 * missing or extra fields, other types, required-ness, enum values, list bounds.
 */
export function disagreements(
  path: string,
  fields: BlockFields,
  component: StrapiComponentFile | undefined,
  loadComponent: (uid: string) => StrapiComponentFile | undefined,
): string[] {
  if (!component) return [`${path}: no Strapi component file`]
  const problems: string[] = []
  for (const [name, field] of Object.entries(fields)) {
    const attribute = component.attributes[name]
    if (!attribute) {
      problems.push(`${path}.${name}: missing in Strapi`)
      continue
    }
    problems.push(...fieldProblems(field, attribute).map((problem) => `${path}.${name}: ${problem}`))
    if (field.kind === 'component' && attribute.type === 'component') {
      const nestedUid = attribute.component ?? ''
      problems.push(
        ...disagreements(`${path}.${name}`, field.fields, loadComponent(nestedUid), loadComponent),
      )
    }
  }
  for (const name of Object.keys(component.attributes)) {
    if (!(name in fields)) problems.push(`${path}.${name}: in Strapi but not in the block schema`)
  }
  return problems
}
