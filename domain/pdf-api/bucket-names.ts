/** The API tool buckets in their fixed order (docs/product.md#shell; plain data: safe to ship to the browser). */
export const bucketNames = [
  'Convert',
  'Optimize',
  'Secure',
  'Extract',
  'Modify',
  'Forms',
  'Simplify',
  'Analyze',
] as const
