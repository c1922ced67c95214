// The Strapi project is JavaScript: this file only gives tsconfig.json an input.
export {}
