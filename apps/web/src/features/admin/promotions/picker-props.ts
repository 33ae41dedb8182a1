import type { RefCallBack } from 'react-hook-form';

/** What a picker takes from react-hook-form's Controller, plus its label and error. */
export interface PickerFieldProps {
  id: string;
  name: string;
  /** The chosen id; empty for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  /** So a refused submit can focus the picker. */
  inputRef: RefCallBack;
  error?: string | undefined;
}

/** A product or category as a choice: what the offer points at now, when editing. */
export interface PickerChoice {
  _id: string;
  name: string;
}
