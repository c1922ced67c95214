const { errors } = require('@strapi/utils')

/**
 * A refusal in the shape of Strapi's own validation errors: `details.errors` lists each problem with
 * the path of its field, so the admin keeps what the editor typed and marks the fields, and the
 * notification reads the first problems in plain words.
 */
function refusal(verb, problems) {
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''
  const message = `${verb}: ${problems
    .slice(0, 3)
    .map((problem) => problem.message)
    .join(' ')}${more}`
  return new errors.ValidationError(message, {
    errors: problems.map((problem) => ({
      path: problem.path.map(String),
      message: problem.message,
      name: 'ValidationError',
    })),
  })
}

module.exports = { refusal }
