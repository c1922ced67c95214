/** The Markdown address of a reference page: `.md` after its path, the overview's `/documentation.md`. */
export const markdownPath = (id: string | null) => (id ? `/documentation/${id}.md` : '/documentation.md')
