/** The add and edit product screens, which share the product form. */
export { AddProductPage } from './AddProductPage';
export { EditProductPage } from './EditProductPage';
