/**
 * The links and images of a document, wherever its components nest them, each with the path of
 * its field in the edit form (`blocks.1.primary_cta.url`) and the words an editor knows it by
 * ("Section 2 (Hero), main button"). The structure comes from Strapi's schemas; which fields hold
 * links and images, and their labels, from the site's block schemas (editor-views.json).
 */
const views = require('../editor-views.json')

const lower = (label) => label.charAt(0).toLowerCase() + label.slice(1)

function labelOf(fields, name) {
  return fields?.[name]?.label ?? name
}

/** Text types whose `maxLength` Strapi enforces. */
const textTypes = new Set(['string', 'text'])

/**
 * Walks one value (a document's data or a component's) and collects its links, images and texts
 * with a length limit. `schemaOf(uid)` is Strapi's component schema; `fields` the labels of `attributes`.
 */
function collect(schemaOf, attributes, fields, value, trail, out) {
  if (!value || typeof value !== 'object') return
  for (const [name, attribute] of Object.entries(attributes)) {
    const field = value[name]
    if (field === undefined || field === null) continue
    if (textTypes.has(attribute.type) && Number.isInteger(attribute.maxLength) && typeof field === 'string') {
      out.texts.push({
        path: [...trail.path, name],
        where: trail.where,
        label: lower(labelOf(fields, name)),
        value: field,
        max: attribute.maxLength,
      })
    } else if (attribute.type === 'dynamiczone' && Array.isArray(field)) {
      field.forEach((block, index) => {
        const label = views.components[block?.__component]?.label ?? block?.__component
        const where = `Section ${index + 1} (${label})`
        visitComponent(
          schemaOf,
          block?.__component,
          block,
          { path: [...trail.path, name, index], where },
          out,
        )
      })
    } else if (attribute.type === 'component') {
      const label = labelOf(fields, name)
      const items = attribute.repeatable && Array.isArray(field) ? field : [field]
      items.forEach((item, index) => {
        const part = attribute.repeatable ? `${label} ${index + 1}` : label
        const where = trail.where ? `${trail.where}, ${lower(part)}` : part
        const path = attribute.repeatable ? [...trail.path, name, index] : [...trail.path, name]
        visitComponent(schemaOf, attribute.component, item, { path, where }, out)
      })
    }
  }
}

function visitComponent(schemaOf, uid, value, trail, out) {
  const schema = schemaOf(uid)
  const view = views.components[uid]
  if (!schema || !value || typeof value !== 'object') return
  const fields = view?.fields ?? {}
  for (const name of view?.links ?? []) {
    const link = value[name]
    if (typeof link === 'string' && link.trim() !== '') {
      out.links.push({
        path: [...trail.path, name],
        where: trail.where,
        label: lower(labelOf(fields, name)),
        value: link.trim(),
      })
    }
  }
  for (const name of view?.images ?? []) {
    if (value[name]) {
      out.images.push({
        path: [...trail.path, name],
        where: trail.where,
        label: lower(labelOf(fields, name)),
        image: value[name],
        decorative: value.decorative === true,
        decorativeLabel: fields.decorative?.label,
      })
    }
  }
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const slug = value[name]
    if (attribute.customField === 'global::api-tool' && typeof slug === 'string' && slug !== '') {
      out.tools.push({
        path: [...trail.path, name],
        where: trail.where,
        label: lower(labelOf(fields, name)),
        value: slug,
      })
    }
  }
  collect(schemaOf, schema.attributes, fields, value, trail, out)
}

/**
 * Every link, image, chosen API tool (its slug) and text with a length limit of a document of
 * content type `uid`, given Strapi's schemas.
 */
function documentFields(strapi, uid, data) {
  const out = { links: [], images: [], tools: [], texts: [] }
  const contentType = strapi.contentTypes[uid]
  if (!contentType) return out
  const schemaOf = (componentUid) => strapi.components[componentUid]
  collect(
    schemaOf,
    contentType.attributes,
    views.contentTypes[uid]?.fields,
    data,
    { path: [], where: '' },
    out,
  )
  return out
}

module.exports = { documentFields }
