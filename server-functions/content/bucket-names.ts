/** The API tool buckets in the SPEC's fixed order (plain data: safe to ship to the browser). */
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
