/** The element the island loader shows at once when a click opens a modal whose island is still loading. */
export const PENDING_DIALOG_ID = 'island-pending-dialog'
