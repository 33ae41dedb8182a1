import type { CategoryFields } from '@littleloom/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { showRefusal } from '../ui/server-refusal';
import type { CategoryReply } from './categories-admin-api';
import {
  CATEGORY_REFUSALS,
  categoryResolver,
  type CategoryFieldName,
  type CategoryFormValues,
} from './category-form-values';

interface CategoryFormOptions {
  /** What the fields start with: a new category's defaults, or the category being changed. */
  initial: CategoryFormValues;
  /** The request that keeps the checked fields: add, or update this category. */
  send: (fields: CategoryFields) => Promise<CategoryReply>;
  /** Said in a toast when the server refuses for a reason no field owns. */
  failure: string;
  onSaved: (reply: CategoryReply) => void;
  /**
   * Puts focus on a field the server refused. By default the field the form registered; a form
   * that draws a field twice (the editing row's narrow-screen copies) picks the one on screen.
   */
  focusField?: ((name: CategoryFieldName) => void) | undefined;
}

/**
 * A category's fields as the add form and an editing row both keep them: checked with the shared
 * rules the server applies before anything is sent, saved, and a refusal about one field (a taken
 * name, a bad HSN code) said under that field, which takes focus. The two differ only in what they
 * start from, which request they send and what follows a save.
 */
export function useCategoryForm({
  initial,
  send,
  failure,
  onSaved,
  focusField,
}: CategoryFormOptions) {
  const form = useForm<CategoryFormValues, unknown, CategoryFields>({
    resolver: categoryResolver,
    defaultValues: initial,
  });
  const save = useMutation({
    mutationFn: send,
    onSuccess: onSaved,
    onError: (error) =>
      showRefusal(
        error,
        CATEGORY_REFUSALS,
        { setError: form.setError, setFocus: focusField ?? form.setFocus },
        failure,
      ),
  });
  const submit = form.handleSubmit((fields) => save.mutate(fields));
  return { form, save, submit };
}
