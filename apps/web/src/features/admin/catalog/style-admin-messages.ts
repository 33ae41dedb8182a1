/**
 * What the style screens say when a change fails without a reason from the server (a lost
 * connection). Successes and refusals are the server's words (COLOUR_MESSAGES in packages/shared).
 */
export const STYLE_ADMIN_MSG = {
  styleUpdateFailed: 'Failed to update the colours of this style',
  addColourFailed: 'Failed to add the colour',
} as const;
