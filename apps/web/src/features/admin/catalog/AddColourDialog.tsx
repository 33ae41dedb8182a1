import {
  COLOUR_MESSAGES,
  COLOUR_PALETTE,
  type Product,
  type ProductColour,
} from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { isSessionEnded, serverMessageOr } from '../admin-api';
import { FormProblem } from '../ui/FormProblem';
import { fieldOfRefusal } from '../ui/server-refusal';
import { AdminFormDialog } from './AdminFormDialog';
import { ColourChoiceFields } from './ColourChoiceFields';
import {
  COLOUR_REFUSALS,
  CUSTOM_COLOUR,
  PICK_A_COLOUR,
  readColour,
  type ColourField,
  type ColourFormValues,
} from './colour-form-values';
import { addProductColour, adminProductsKey } from './products-admin-api';
import { STYLE_ADMIN_MSG } from './style-admin-messages';
import { styleColourNames } from './style-colours';

interface AddColourDialogProps {
  product: Product;
  onClose: () => void;
}

/**
 * "Add another colour": the product copied into its style in a new colour (its sizes at stock 0,
 * no pictures), then its edit page opens so the admin adds the pictures and the stock. Colours the
 * style has already cannot be chosen again.
 */
export function AddColourDialog({ product, onClose }: AddColourDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const taken = styleColourNames(product);
  const [problem, setProblem] = useState<string | null>(null);

  const form = useForm<ColourFormValues, unknown, ProductColour>({
    resolver: newColourResolver(taken),
    defaultValues: {
      colourChoice: COLOUR_PALETTE.find((c) => !taken.includes(c.name))?.name ?? CUSTOM_COLOUR,
      colourName: '',
      colourHex: '',
    },
  });
  const { handleSubmit, setError, setFocus } = form;

  const add = useMutation({
    mutationFn: (colour: ProductColour) =>
      addProductColour(product._id, { colourName: colour.name, colourHex: colour.hex }),
    onSuccess: (reply) => {
      toast.success(reply.message);
      queryClient.setQueryData(adminProductsKey.one(reply.product._id), reply.product);
      void queryClient.invalidateQueries({ queryKey: adminProductsKey.all });
      onClose();
      void navigate(`/admin/products/edit/${reply.product._id}`);
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      const field = fieldOfRefusal(error, COLOUR_REFUSALS);
      if (field && error instanceof ApiError) {
        // A refusal about the colour as typed goes under it; the palette's under the swatches.
        const shownAt = form.getValues('colourChoice') === CUSTOM_COLOUR ? field : 'colourChoice';
        setError(shownAt, { message: error.message });
        setFocus(shownAt);
        return;
      }
      setProblem(serverMessageOr(error, STYLE_ADMIN_MSG.addColourFailed));
    },
  });

  return (
    <AdminFormDialog
      title="Add another colour"
      description={
        <p>
          A copy of {product.name} in the new colour joins this style, with its sizes at stock 0 and
          no pictures. Its edit page opens next, for the pictures and the stock.
        </p>
      }
      submitLabel="Add colour"
      pendingLabel="Adding…"
      pending={add.isPending}
      onSubmit={(event) => {
        setProblem(null);
        void handleSubmit((colour) => add.mutate(colour))(event);
      }}
      onClose={onClose}
    >
      <FormProvider {...form}>
        <ColourChoiceFields idPrefix="new-colour" allowNone={false} takenNames={taken} />
      </FormProvider>
      <FormProblem id="new-colour-problem" problem={problem} />
    </AdminFormDialog>
  );
}

/** The colour checks, and a colour the style already has refused before anything is sent. */
function newColourResolver(
  taken: readonly string[],
): Resolver<ColourFormValues, unknown, ProductColour> {
  const takenKeys = new Set(taken.map((name) => name.toLowerCase()));
  return (values) => {
    const reading = readColour(values);
    const errors: FieldErrors<ColourFormValues> = {};
    for (const [field, message] of Object.entries(reading.errors ?? {})) {
      if (message) errors[field as ColourField] = { type: 'validate', message };
    }
    // Checked on the name as typed, so it is said even while the dot is still wrong.
    const custom = values.colourChoice === CUSTOM_COLOUR;
    const name = custom ? values.colourName : values.colourChoice;
    const field: ColourField = custom ? 'colourName' : 'colourChoice';
    if (!errors[field] && takenKeys.has(name.trim().toLowerCase())) {
      errors[field] = { type: 'validate', message: COLOUR_MESSAGES.styleColoursRepeat };
    }
    if (reading.colour && Object.keys(errors).length === 0) {
      return { values: reading.colour, errors: {} };
    }
    if (!reading.colour && !reading.errors) {
      errors.colourChoice = { type: 'validate', message: PICK_A_COLOUR };
    }
    return { values: {}, errors };
  };
}
