import { AlertDialog } from '../../ui/AlertDialog';
import type { QuantityRefusal } from './quantity-refusal';

interface QuantityRefusalDialogProps {
  refusal: QuantityRefusal | null;
  onClose: () => void;
}

/** 'Quantity Limit Reached: …' or 'Insufficient Stock: …' as the spec shows them: a dialog. */
export function QuantityRefusalDialog({ refusal, onClose }: QuantityRefusalDialogProps) {
  return (
    <AlertDialog
      open={refusal !== null}
      title={refusal?.title ?? ''}
      description={refusal?.text}
      onClose={onClose}
    />
  );
}
