/**
 * A courier's words (a scan's activity and place) as the shop keeps and shows them. They come from
 * outside, unchecked: a NUL cannot be stored by PostgreSQL (the courier's retries would fail for
 * ever), terminal escape sequences and direction overrides hide or reorder what the admin reads,
 * and markup has no business in a parcel's timeline. So escape sequences go whole, control and
 * format characters go, angle brackets go, runs of spaces become one, and the text is cut to the
 * length the shop keeps. The work is bounded by the length read, however long the text sent.
 */

const ESCAPE_SEQUENCE =
  // eslint-disable-next-line no-control-regex -- matching terminal escape sequences is the point
  /\u001B(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|[@-Z\\-_])/g;
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}]/gu;
const MARKUP = /[<>]/g;
const SPACES = /\s+/g;

/** Characters read before cleaning, per character kept: room for escapes, never a whole body. */
const READ_PER_KEPT = 8;

export function courierText(text: string, max: number): string {
  return text
    .slice(0, max * READ_PER_KEPT)
    .replace(ESCAPE_SEQUENCE, '')
    .replace(SPACES, ' ')
    .replace(CONTROL_OR_FORMAT, '')
    .replace(MARKUP, '')
    .trim()
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
}
