/** Posts a learning list shows when the editor sets no limit. */
export const LEARNING_LIST_DEFAULT_LIMIT = 6
