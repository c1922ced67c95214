import { blockDefinitions } from './registry.gen.ts'

export type AnyBlockDefinition = (typeof blockDefinitions)[number]

const byUid = new Map<string, AnyBlockDefinition>(
  blockDefinitions.map((definition) => [definition.uid, definition]),
)

/** The block registered for a Strapi component uid; the list itself is generated from the block folders. */
export function findBlock(uid: string): AnyBlockDefinition | undefined {
  return byUid.get(uid)
}

export const blockUids: string[] = blockDefinitions.map((definition) => definition.uid)
