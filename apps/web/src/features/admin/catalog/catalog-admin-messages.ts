/**
 * The back office's catalogue failures, in back-office.md §8's words. Successes come from the
 * server (its `message`, the same words as PRODUCT_MESSAGES, CATEGORY_MESSAGES and
 * STOCK_MESSAGES in packages/shared).
 */
export const CATALOG_ADMIN_MSG = {
  productsFetchFailed: 'Failed to fetch products',
  categoriesFetchFailed: 'Failed to fetch categories.',
  categoryListFailed: 'Failed to fetch categories',
  addProductFailed: 'Failed to add product.',
  addProductError: 'An error occurred while adding the product.',
  loadProductFailed: 'Failed to load product details',
  removeImageFailed: 'Failed to remove image',
  updateProductFailed: 'Failed to update product.',
  deleteProductFailed: 'Failed to delete product',
  restoreProductFailed: 'Failed to restore product',
  deleteCategoryFailed: 'Failed to delete category',
  restoreCategoryFailed: 'Failed to restore category',
  updateCategoryFailed: 'Failed to update category',
  addCategoryFailed: 'Failed to add category',
  updateStockFailed: 'Failed to update stock',
  updateStockError: 'Error updating stock',
} as const;
