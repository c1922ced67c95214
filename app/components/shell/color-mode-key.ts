/** Where the visitor's colour-mode choice is stored (read by the inline scripts and the switch). */
export const COLOR_MODE_STORAGE_KEY = 'pdfrest-color-mode'
