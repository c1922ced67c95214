import { field } from 'styled-system/recipes'

/** The failure banner's look, for alerts outside the kit's forms. */
export const alertStyle = field().alert
