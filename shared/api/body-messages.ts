/** The only text a caller gets back for input the server cannot accept. */
export const INVALID_REQUEST_MESSAGE = 'The request was not valid.'

/** What a refused request body is told (client-safe: the API lab shows them as they are). */
export const BODY_MESSAGES = {
  tooLarge: 'The request is too large.',
  tooSlow: 'The request took too long to arrive.',
  methodNotAllowed: 'This page can only be read (GET or HEAD).',
  notJson: 'This action takes a JSON body: send it with Content-Type: application/json.',
} as const
