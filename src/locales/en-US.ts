/**
 * Declares English to Umi's locale plugin (the language switch offers it); its texts load on demand before
 * the first render (src/locales/load.ts), so they are not in the entry bundle.
 */
export default {};
