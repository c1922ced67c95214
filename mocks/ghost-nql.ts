/**
 * The subset of Ghost's NQL filter language the site (and tests) use: `field:value`, negation
 * `field:-value`, sets `field:[a,b]` / `field:-[a,b]`, comparisons `>`, `>=`, `<`, `<=`, text
 * matches `~`, `~^`, `~$`, quoted values, `+` (and, binds tighter), `,` (or) and parentheses.
 */
export type NqlScalar = string | number | boolean | null
type Operator =
  'eq' | 'ne' | 'in' | 'nin' | 'gt' | 'gte' | 'lt' | 'lte' | 'contains' | 'ncontains' | 'starts' | 'ends'
type Condition = { kind: 'condition'; field: string; operator: Operator; values: NqlScalar[] }
type Group = { kind: 'and' | 'or'; children: NqlNode[] }
export type NqlNode = Condition | Group

/** Field values of one resource: relation fields (tags, authors) give several. */
export type FieldResolver<T> = Record<string, (item: T) => NqlScalar | NqlScalar[]>

export class NqlError extends Error {}

class Parser {
  private position = 0
  constructor(private readonly source: string) {}

  parse(): NqlNode {
    const node = this.expression()
    this.skipSpace()
    if (this.position < this.source.length) this.fail('unexpected input')
    return node
  }

  private fail(reason: string): never {
    throw new NqlError(`Query Error: ${reason} at position ${this.position} in "${this.source}"`)
  }

  private skipSpace(): void {
    while (this.source[this.position] === ' ') this.position += 1
  }

  private peek(text: string): boolean {
    this.skipSpace()
    return this.source.startsWith(text, this.position)
  }

  private take(text: string): boolean {
    if (!this.peek(text)) return false
    this.position += text.length
    return true
  }

  private expression(): NqlNode {
    const children = [this.conjunction()]
    while (this.take(',')) children.push(this.conjunction())
    return children.length === 1 && children[0] ? children[0] : { kind: 'or', children }
  }

  private conjunction(): NqlNode {
    const children = [this.term()]
    while (this.take('+')) children.push(this.term())
    return children.length === 1 && children[0] ? children[0] : { kind: 'and', children }
  }

  private term(): NqlNode {
    if (this.take('(')) {
      const node = this.expression()
      if (!this.take(')')) this.fail('expected )')
      return node
    }
    return this.condition()
  }

  private condition(): Condition {
    this.skipSpace()
    const field = /^[a-zA-Z_][\w.]*/.exec(this.source.slice(this.position))?.[0]
    if (!field) this.fail('expected a field name')
    this.position += field.length
    if (!this.take(':')) this.fail('expected :')
    const negated = this.take('-')
    if (this.take('[')) {
      const values = [this.value()]
      while (this.take(',')) values.push(this.value())
      if (!this.take(']')) this.fail('expected ]')
      return { kind: 'condition', field, operator: negated ? 'nin' : 'in', values }
    }
    const operator = this.operator(negated)
    return { kind: 'condition', field, operator, values: [this.value()] }
  }

  private operator(negated: boolean): Operator {
    if (this.take('~^')) return 'starts'
    if (this.take('~$')) return 'ends'
    if (this.take('~')) return negated ? 'ncontains' : 'contains'
    if (negated) return 'ne'
    if (this.take('>=')) return 'gte'
    if (this.take('>')) return 'gt'
    if (this.take('<=')) return 'lte'
    if (this.take('<')) return 'lt'
    return 'eq'
  }

  private value(): NqlScalar {
    this.skipSpace()
    if (this.source[this.position] === "'") {
      let text = ''
      this.position += 1
      while (this.position < this.source.length && this.source[this.position] !== "'") {
        if (this.source[this.position] === '\\') this.position += 1
        text += this.source[this.position] ?? ''
        this.position += 1
      }
      if (!this.take("'")) this.fail('unterminated string')
      return text
    }
    const bare = /^[^\s+,()[\]']+/.exec(this.source.slice(this.position))?.[0]
    if (!bare) this.fail('expected a value')
    this.position += bare.length
    if (bare === 'null') return null
    if (bare === 'true' || bare === 'false') return bare === 'true'
    return bare
  }
}

export function parseNql(source: string): NqlNode {
  return new Parser(source).parse()
}

function compareScalars(left: NqlScalar, right: NqlScalar): number | undefined {
  if (left === null || right === null) return undefined
  if (typeof left === 'number' || typeof right === 'number') {
    const difference = Number(left) - Number(right)
    return Number.isNaN(difference) ? undefined : difference
  }
  const leftTime = typeof left === 'string' ? Date.parse(left) : Number.NaN
  const rightTime = typeof right === 'string' ? Date.parse(right) : Number.NaN
  if (/^\d{4}-\d{2}-\d{2}/.test(String(left)) && !Number.isNaN(leftTime) && !Number.isNaN(rightTime)) {
    return leftTime - rightTime
  }
  return String(left).toLowerCase().localeCompare(String(right).toLowerCase())
}

// MySQL's default collation compares text case-insensitively; Ghost inherits that.
function equal(left: NqlScalar, right: NqlScalar): boolean {
  if (left === null || right === null) return left === right
  if (typeof left === 'boolean' || typeof right === 'boolean') return String(left) === String(right)
  return compareScalars(left, right) === 0
}

function matches(condition: Condition, found: NqlScalar[]): boolean {
  const [value = null] = condition.values
  const text = (item: NqlScalar) => String(item ?? '').toLowerCase()
  const wanted = String(value ?? '').toLowerCase()
  const ordered = (test: (order: number) => boolean) =>
    found.some((item) => {
      const order = compareScalars(item, value)
      return order !== undefined && test(order)
    })
  switch (condition.operator) {
    case 'eq':
      return value === null
        ? found.length === 0 || found.every((item) => item === null)
        : found.some((item) => equal(item, value))
    case 'ne':
      return value === null ? found.some((item) => item !== null) : !found.some((item) => equal(item, value))
    case 'in':
      return found.some((item) => condition.values.some((option) => equal(item, option)))
    case 'nin':
      return !found.some((item) => condition.values.some((option) => equal(item, option)))
    case 'gt':
      return ordered((order) => order > 0)
    case 'gte':
      return ordered((order) => order >= 0)
    case 'lt':
      return ordered((order) => order < 0)
    case 'lte':
      return ordered((order) => order <= 0)
    case 'contains':
      return found.some((item) => text(item).includes(wanted))
    case 'ncontains':
      return !found.some((item) => text(item).includes(wanted))
    case 'starts':
      return found.some((item) => text(item).startsWith(wanted))
    case 'ends':
      return found.some((item) => text(item).endsWith(wanted))
  }
}

/** Compiles a filter for one resource; unknown fields are errors, as in Ghost. */
export function compileNql<T>(source: string, fields: FieldResolver<T>): (item: T) => boolean {
  const compile = (node: NqlNode): ((item: T) => boolean) => {
    if (node.kind !== 'condition') {
      const children = node.children.map(compile)
      return node.kind === 'and'
        ? (item) => children.every((child) => child(item))
        : (item) => children.some((child) => child(item))
    }
    const resolve = fields[node.field]
    if (!resolve) throw new NqlError(`Unknown filter field: ${node.field}`)
    return (item) => {
      const value = resolve(item)
      return matches(node, Array.isArray(value) ? value : [value])
    }
  }
  return compile(parseNql(source))
}
