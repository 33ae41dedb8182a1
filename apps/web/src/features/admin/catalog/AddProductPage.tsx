import type { ProductFields } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { isSessionEnded, serverMessageOr } from '../admin-api';
import { fieldOfRefusal } from '../ui/server-refusal';
import { CATALOG_ADMIN_MSG } from './catalog-admin-messages';
import {
  EMPTY_PRODUCT_FORM,
  PRODUCT_REFUSALS,
  productFormData,
  type ProductFormSetters,
} from './product-form-values';
import { ProductForm } from './ProductForm';
import { addProduct, adminProductsKey } from './products-admin-api';

interface AddRequest {
  fields: ProductFields;
  images: File[];
  form: ProductFormSetters;
}

/**
 * /admin/products/add (back-office.md §2 Add Product). Sent as multipart: the fields, sizes as
 * JSON and the cropped pictures as image1..image6. Success goes back to the product list.
 */
export function AddProductPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const add = useMutation({
    mutationFn: ({ fields, images }: AddRequest) => {
      const form = productFormData(fields, 'add');
      images.forEach((file, index) => form.append(`image${index + 1}`, file, file.name));
      return addProduct(form);
    },
    onSuccess: (reply) => {
      toast.success(reply.message);
      void queryClient.invalidateQueries({ queryKey: adminProductsKey.all });
      void navigate('/admin/products/list');
    },
    onError: (error, { form }) => {
      if (isSessionEnded(error)) return;
      // A refused HSN code or colour is said under its field.
      const field = fieldOfRefusal(error, PRODUCT_REFUSALS);
      if (field && error instanceof ApiError) {
        form.setError(field, { message: error.message });
        form.setFocus(field);
        return;
      }
      // The server's reason when it gave one (§8); otherwise the spec's two fallbacks.
      toast.error(
        error instanceof ApiError && error.status !== 0
          ? serverMessageOr(error, CATALOG_ADMIN_MSG.addProductFailed)
          : CATALOG_ADMIN_MSG.addProductError,
      );
    },
  });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <title>Add product · Admin Panel · Little Loom</title>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Add product</h1>
        <p className="text-sm text-slate-600">
          Every field but the sale price is needed. Pictures are cropped square as you add them.
        </p>
      </div>
      <ProductForm
        mode="add"
        defaultValues={EMPTY_PRODUCT_FORM}
        pending={add.isPending}
        onSubmit={(fields, images, form) => add.mutate({ fields, images, form })}
      />
    </div>
  );
}
