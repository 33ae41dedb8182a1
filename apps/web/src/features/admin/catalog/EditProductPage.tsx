import type { AdminProduct, ProductFields, ProductImage } from '@littleloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { adminSecondaryButtonClass } from '../ui/admin-styles';
import { LoadError } from '../ui/LoadError';
import { StatusBadge } from '../ui/StatusBadge';
import { showRefusal } from '../ui/server-refusal';
import { CATALOG_ADMIN_MSG } from './catalog-admin-messages';
import { toastFailure } from './catalog-admin-ui';
import {
  PRODUCT_REFUSALS,
  valuesFromProduct,
  productFormData,
  type ProductFormSetters,
} from './product-form-values';
import { ProductForm } from './ProductForm';
import { StyleColoursSection } from './StyleColoursSection';
import {
  adminProductsKey,
  deleteProductImage,
  fetchAdminProduct,
  movedStock,
  updateProduct,
} from './products-admin-api';

interface SaveRequest {
  fields: ProductFields;
  images: File[];
  form: ProductFormSetters;
}

interface ImageTarget {
  image: ProductImage;
  index: number;
}

/**
 * /admin/products/edit/:id (back-office.md §2 Edit Product): the add form, filled in, with the
 * product's pictures at 150 px. Removing a picture removes it at once (after asking); new ones
 * are cropped like on the add form. Saving sends the pictures to keep (existingImages, in order)
 * and the new ones (images), and each size with the stock the form loaded: a size whose stock
 * moved meanwhile refuses the save, and the page offers to reload the product. Above the form, the
 * colours of the product's style, with the acts that change it (StyleColoursSection).
 */
export function EditProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [imageTarget, setImageTarget] = useState<ImageTarget | null>(null);
  // A save refused because a size's stock moved since the form was filled: the server's words.
  const [stockMoved, setStockMoved] = useState<string | null>(null);
  // Bumped to fill the form again from a reloaded product (it reads its values once).
  const [formFill, setFormFill] = useState(0);

  const product = useQuery({
    queryKey: adminProductsKey.one(id),
    queryFn: ({ signal }) => fetchAdminProduct(id, signal),
    // The form is filled once; a refetch must not change what the admin is editing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const removeImage = useMutation({
    mutationFn: (target: ImageTarget) => deleteProductImage(target.image.public_id),
    onSuccess: (reply, target) => {
      toast.success(reply.message);
      queryClient.setQueryData<AdminProduct>(adminProductsKey.one(id), (current) =>
        current
          ? {
              ...current,
              images: current.images.filter((i) => i.public_id !== target.image.public_id),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: adminProductsKey.lists });
    },
    onError: (error) => toastFailure(error, CATALOG_ADMIN_MSG.removeImageFailed),
    onSettled: () => setImageTarget(null),
  });

  const save = useMutation({
    mutationFn: ({ fields, images }: SaveRequest) => {
      const form = productFormData(fields, 'edit');
      const kept = product.data?.images.map((image) => image.public_id) ?? [];
      form.set('existingImages', JSON.stringify(kept));
      for (const file of images) form.append('images', file, file.name);
      return updateProduct(id, form);
    },
    onSuccess: (reply) => {
      toast.success(reply.message);
      queryClient.setQueryData(adminProductsKey.one(id), reply.product);
      void queryClient.invalidateQueries({ queryKey: adminProductsKey.lists });
      void navigate('/admin/products/list');
    },
    // A refused HSN code or colour is said under its field; stock that moved in a dialog
    // offering to reload; anything else in a toast.
    onError: (error, { form }) => {
      if (movedStock(error) && error instanceof ApiError) {
        setStockMoved(error.message);
        return;
      }
      showRefusal(error, PRODUCT_REFUSALS, form, CATALOG_ADMIN_MSG.updateProductFailed);
    },
  });

  const reload = useMutation({
    mutationFn: async () => {
      const fresh = await product.refetch({ throwOnError: true });
      return fresh.data;
    },
    onSuccess: () => {
      setStockMoved(null);
      setFormFill((fill) => fill + 1);
      void queryClient.invalidateQueries({ queryKey: adminProductsKey.lists });
    },
    onError: (error) => toastFailure(error, CATALOG_ADMIN_MSG.loadProductFailed),
  });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <title>Edit product · Admin Panel · Little Loom</title>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">Edit product</h1>
          <p className="min-h-5 text-sm break-words text-slate-600">{product.data?.name}</p>
        </div>
        {product.data?.deleted ? <StatusBadge tone="red">Deleted</StatusBadge> : null}
      </div>

      {product.isError ? (
        <>
          <LoadError
            title={CATALOG_ADMIN_MSG.loadProductFailed}
            error={product.error}
            retrying={product.isFetching}
            onRetry={() => void product.refetch()}
          />
          <div>
            <Link to="/admin/products/list" className={adminSecondaryButtonClass}>
              Back to the products
            </Link>
          </div>
        </>
      ) : product.data ? (
        <>
          <StyleColoursSection key={product.data._id} product={product.data} />
          <ProductForm
            key={`${product.data._id}:${formFill}`}
            mode="edit"
            defaultValues={valuesFromProduct(product.data)}
            currentCategory={product.data.category}
            existingImages={product.data.images}
            onRemoveExisting={(image, index) => setImageTarget({ image, index })}
            removingId={removeImage.isPending ? removeImage.variables.image.public_id : null}
            inStyle={product.data.styleId !== null}
            pending={save.isPending}
            onSubmit={(fields, images, form) => save.mutate({ fields, images, form })}
          />
        </>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-4">
          <p role="status" className="sr-only">
            Loading the product…
          </p>
          <div className="h-72 animate-pulse rounded-xl bg-slate-200/70" />
          <div className="h-40 animate-pulse rounded-xl bg-slate-200/70" />
        </div>
      )}

      <ConfirmDialog
        open={stockMoved !== null}
        title="The stock has changed"
        description={<p>{stockMoved}</p>}
        confirmLabel="Reload the product"
        pendingLabel="Reloading…"
        cancelLabel="Keep editing"
        pending={reload.isPending}
        onConfirm={() => reload.mutate()}
        onCancel={() => setStockMoved(null)}
      />

      {imageTarget && product.data ? (
        <ConfirmDialog
          open
          variant="destructive"
          title={`Remove picture ${imageTarget.index + 1} of ${product.data.name}?`}
          description={<p>It is deleted from the product at once, before you save.</p>}
          confirmLabel="Remove"
          pendingLabel="Removing…"
          pending={removeImage.isPending}
          onConfirm={() => removeImage.mutate(imageTarget)}
          onCancel={() => setImageTarget(null)}
        />
      ) : null}
    </div>
  );
}
