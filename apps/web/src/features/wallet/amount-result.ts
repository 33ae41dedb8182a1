/**
 * How an amount form's action ended: `done` clears the form, `refused` puts the problem beside the
 * amount, and null leaves the form as it was (a toast or the session's end has said what happened).
 */
export type AmountResult = { kind: 'done' } | { kind: 'refused'; problem: string } | null;
