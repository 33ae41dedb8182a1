/**
 * JSON to write inside a script element of a page (structured data, the data a page was drawn
 * from): no text in it can end the element early, open a comment, or break a line of script.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
