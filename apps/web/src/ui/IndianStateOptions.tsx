import { INDIAN_STATES } from '@littleloom/shared';

/** The options of a State select: a blank "Choose a state", then India's states and union territories. */
export function IndianStateOptions() {
  return (
    <>
      <option value="">Choose a state</option>
      {INDIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </>
  );
}
