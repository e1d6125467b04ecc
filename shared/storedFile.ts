/** Where uploads live: `/uploads/2026/11/<32 hex>.png` and its thumbnail `2026/11/<32 hex>.thumb.webp`: the only shapes stored
 * and served, so the server's routes and the HTML sanitiser recognise exactly these. */
export const STORED_YEAR = /^\d{4}$/;
export const STORED_MONTH = /^(0[1-9]|1[0-2])$/;
export const STORED_FILE = /^[0-9a-f]{32}(\.thumb)?\.[a-z0-9]{2,5}$/;
