type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

/**
 * A field of an answer (or of a request outside the tools), described once: the reference pages
 * show it as a row, /openapi.json declares it in JSON Schema.
 */
export type FieldType =
  | {
      type: 'string'
      format?: 'uuid' | 'uri' | 'date-time' | 'date'
      enum?: string[]
      default?: string
      /** One value, or a list of them when a call makes several (split-pdf's outputs). */
      orList?: boolean
    }
  | { type: 'integer' | 'boolean' | 'object' | 'strings' | 'map' }
  | { type: 'array'; items: FieldDoc[] }

export type FieldDoc = { name: string; required: boolean; description: string } & FieldType

/** A field's type in words: `string (uuid)`, `string: file, info, url`, `list of objects`. */
export function typeText(field: FieldDoc): string {
  switch (field.type) {
    case 'string': {
      const one = field.enum
        ? `string: ${field.enum.join(', ')}`
        : field.format
          ? `string (${field.format})`
          : 'string'
      return field.orList ? `${one}, or a list` : one
    }
    case 'array':
      return 'list of objects'
    case 'strings':
      return 'list of strings'
    case 'map':
      return 'object: id to text'
    default:
      return field.type
  }
}

export type AnswerRow = { name: string; type: string; required: boolean; description: string }

/** The answer's fields as rows, a list's own fields under it as `files[].name`. */
export function answerRows(fields: FieldDoc[], prefix = ''): AnswerRow[] {
  return fields.flatMap((field) => [
    {
      name: `${prefix}${field.name}`,
      type: typeText(field),
      required: field.required,
      description: field.description,
    },
    ...(field.type === 'array' ? answerRows(field.items, `${prefix}${field.name}[].`) : []),
  ])
}

export function fieldSchema(field: FieldDoc): JsonObject {
  const description = field.description
  switch (field.type) {
    case 'string': {
      const one: JsonObject = {
        type: 'string',
        ...(field.format ? { format: field.format } : {}),
        ...(field.enum ? { enum: field.enum } : {}),
        ...(field.default ? { default: field.default } : {}),
      }
      return field.orList
        ? { description, oneOf: [one, { type: 'array', items: one }] }
        : { ...one, description }
    }
    case 'array':
      return { type: 'array', description, items: objectSchema(field.items) }
    case 'strings':
      return { type: 'array', description, items: { type: 'string' } }
    case 'map':
      return { type: 'object', description, additionalProperties: { type: 'string' } }
    default:
      return { type: field.type, description }
  }
}

export function objectSchema(fields: FieldDoc[]): JsonObject {
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])),
    required: fields.filter((field) => field.required).map((field) => field.name),
  }
}
