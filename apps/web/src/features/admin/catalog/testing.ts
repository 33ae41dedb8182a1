import {
  categoryInputSchema,
  COLOUR_MESSAGES,
  DEFAULT_CATEGORY_GST_RATE,
  DEFAULT_CATEGORY_HSN,
  DEFAULT_PARCEL_DIMENSIONS,
  newColourSchema,
  PARCEL_FIELDS,
  productFieldsSchema,
  STOCK_MESSAGES,
  styleMembersSchema,
  type AdminProduct,
  type Product,
  type ProductColour,
} from '@littleloom/shared';
import { vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { makeProduct } from '../../../test/product-factory';
import type { AdminCategory } from './categories-admin-api';

/** Test helpers for the catalogue screens of the back office (imported by tests only). */

let sequence = 0;

export function makeCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-8000-0000000c${String(sequence).padStart(4, '0')}`,
    name: `Category ${sequence}`,
    description: `Things of category ${sequence}`,
    hsnCode: '6209',
    gstRate: 18,
    ...DEFAULT_PARCEL_DIMENSIONS,
    isDeleted: false,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

type Override = (
  url: URL,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

/** A product as the back office reads it; without parcel figures it takes its category's. */
export function asAdminProduct(product: Product | AdminProduct): AdminProduct {
  return { weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null, ...product };
}

interface AdminCatalogueOptions {
  /** Products given without parcel figures take their category's. */
  products?: (Product | AdminProduct)[];
  categories?: AdminCategory[];
  /** Answers a call before the fake server does (failures, odd replies); undefined passes on. */
  override?: Override;
}

/** A product's own HSN code as sent: empty for its category's, left out to keep `kept`. */
function ownHsnCode(form: FormData, kept: string | null): string | null {
  const sent = form.get('hsnCode');
  if (typeof sent !== 'string') return kept;
  return sent.trim() || null;
}

function fail(message: string, status: number) {
  return jsonResponse({ success: false, message }, status);
}

/**
 * A product form's parcel figures as the server reads them, through the shared fields: each sent
 * is the product's own (null for the category's), each left out keeps `kept`'s. A refusal is the
 * schema's message.
 */
function sentParcel(form: FormData, kept: AdminProduct): Partial<AdminProduct> | string {
  const text = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const parsed = productFieldsSchema.safeParse(text);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Invalid product';
  const figures: Partial<AdminProduct> = {};
  for (const field of PARCEL_FIELDS) {
    const sent = parsed.data[field];
    figures[field] = sent === undefined ? kept[field] : sent;
  }
  return figures;
}

/**
 * A product form's colour as the server reads it, through the shared fields: a colour, null to
 * take it away (both sent empty), undefined when left out. A refusal is the schema's message.
 */
function sentColour(form: FormData): { colour: ProductColour | null | undefined } | string {
  const text = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const parsed = productFieldsSchema.safeParse(text);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Invalid product';
  const { colourName, colourHex } = parsed.data;
  if (colourName === undefined || colourHex === undefined) return { colour: undefined };
  return { colour: colourName && colourHex ? { name: colourName, hex: colourHex } : null };
}

/**
 * Every product's `colours` as the server gives them: the live colours of its style, oldest first,
 * each in stock when a size is; none for a product without a style. A style left with one product
 * ends first.
 */
function refreshStyles(products: AdminProduct[]): void {
  const members = new Map<string, AdminProduct[]>();
  for (const product of products) {
    if (product.styleId === null) continue;
    members.set(product.styleId, [...(members.get(product.styleId) ?? []), product]);
  }
  for (const [, group] of members) {
    if (group.length === 1) group[0]!.styleId = null;
  }
  // Newest first in the list, so oldest first is from the end, within the same moment too.
  const oldestFirst = [...products]
    .reverse()
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const product of products) {
    product.colours = oldestFirst.flatMap((p) =>
      product.styleId !== null && p.styleId === product.styleId && !p.deleted && p.colour
        ? [{ productId: p._id, ...p.colour, inStock: p.sizes.some((line) => line.stock > 0) }]
        : [],
    );
  }
}

/** True when two colours of the list share a name (a style holds each colour once). */
function repeatsColour(colours: readonly (ProductColour | null)[]): boolean {
  const names = colours.map((colour) => colour?.name.toLowerCase());
  return new Set(names).size !== names.length;
}

/**
 * The admin catalogue API in memory behind a stubbed fetch: categories (paged, active, add, edit,
 * delete, restore) and products (paged list with search, one, add, edit with colours, delete,
 * restore, stock against the figure shown, image removal, a style's members, another colour).
 * Give products a `colour` and a `styleId`; their `colours` are worked out as the server does.
 * `state` shows what the server holds; `forms` the multipart bodies it was sent.
 */
export function stubAdminCatalogue({
  products = [],
  categories = [],
  override,
}: AdminCatalogueOptions = {}) {
  const state = {
    products: products.map((p) => asAdminProduct(structuredClone(p))),
    categories: categories.map((c) => ({ ...c })),
  };
  const forms: { method: string; path: string; body: FormData }[] = [];
  refreshStyles(state.products);

  const page = <T>(rows: T[], url: URL, pageSize: number) => {
    const number = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? pageSize);
    return {
      rows: rows.slice((number - 1) * limit, number * limit),
      total: rows.length,
      page: number,
      pages: Math.ceil(rows.length / limit),
    };
  };

  const mock = stubFetch(async (url, init) => {
    const answered = await override?.(url, init);
    if (answered) return answered;
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};

    // ---- categories
    if (path === '/api/admin/category/active') {
      return jsonResponse({
        success: true,
        message: 'Categories fetched',
        data: state.categories.filter((c) => !c.isDeleted),
      });
    }
    if (path === '/api/admin/category' && method === 'GET') {
      const { rows, ...rest } = page(state.categories, url, 10);
      return jsonResponse({ success: true, message: 'Categories fetched', data: rows, ...rest });
    }
    if (path === '/api/admin/category' && method === 'POST') {
      const input = categoryInputSchema.safeParse(body);
      if (!input.success) return fail(input.error.issues[0]!.message, 400);
      const { name, description } = input.data;
      if (state.categories.some((c) => c.name.toLowerCase() === name.toLowerCase())) {
        return fail('Category with this name already exists', 409);
      }
      const category = makeCategory({
        name,
        description,
        hsnCode: input.data.hsnCode ?? DEFAULT_CATEGORY_HSN,
        gstRate: input.data.gstRate ?? DEFAULT_CATEGORY_GST_RATE,
        weightGrams: input.data.weightGrams ?? DEFAULT_PARCEL_DIMENSIONS.weightGrams,
        lengthCm: input.data.lengthCm ?? DEFAULT_PARCEL_DIMENSIONS.lengthCm,
        breadthCm: input.data.breadthCm ?? DEFAULT_PARCEL_DIMENSIONS.breadthCm,
        heightCm: input.data.heightCm ?? DEFAULT_PARCEL_DIMENSIONS.heightCm,
      });
      state.categories.push(category);
      return jsonResponse(
        { success: true, message: 'Category added successfully', data: category },
        201,
      );
    }
    const categoryMatch = /^\/api\/admin\/category\/([^/]+)(?:\/(delete|restore))?$/.exec(path);
    if (categoryMatch && method === 'PUT') {
      const category = state.categories.find((c) => c._id === categoryMatch[1]);
      if (!category) return fail('Category not found', 404);
      if (categoryMatch[2] === 'delete') {
        category.isDeleted = true;
        return jsonResponse({
          success: true,
          message: 'Category marked as deleted',
          data: category,
        });
      }
      if (categoryMatch[2] === 'restore') {
        category.isDeleted = false;
        return jsonResponse({
          success: true,
          message: 'Category restored successfully',
          data: category,
        });
      }
      const input = categoryInputSchema.safeParse(body);
      if (!input.success) return fail(input.error.issues[0]!.message, 400);
      const { name, description, hsnCode, gstRate } = input.data;
      const clash = state.categories.some(
        (c) => c._id !== category._id && c.name.toLowerCase() === name.toLowerCase(),
      );
      if (clash) return fail('Category with this name already exists', 409);
      // An edit without the tax or parcel fields keeps them.
      Object.assign(category, {
        name,
        description,
        hsnCode: hsnCode ?? category.hsnCode,
        gstRate: gstRate ?? category.gstRate,
        weightGrams: input.data.weightGrams ?? category.weightGrams,
        lengthCm: input.data.lengthCm ?? category.lengthCm,
        breadthCm: input.data.breadthCm ?? category.breadthCm,
        heightCm: input.data.heightCm ?? category.heightCm,
      });
      return jsonResponse({
        success: true,
        message: 'Category updated successfully',
        data: category,
      });
    }

    // ---- products
    if (path === '/api/admin/products/list') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const matching = state.products.filter(
        (p) => !search || `${p.name} ${p.brand}`.toLowerCase().includes(search),
      );
      const { rows, ...rest } = page(matching, url, 10);
      return jsonResponse({ success: true, message: 'Products fetched', products: rows, ...rest });
    }
    if (path === '/api/admin/products/add' && method === 'POST') {
      forms.push({ method, path, body: init?.body as FormData });
      const form = init?.body as FormData;
      const colour = sentColour(form);
      if (typeof colour === 'string') return fail(colour, 400);
      const product = asAdminProduct(
        makeProduct({
          name: String(form.get('name')),
          hsnCode: ownHsnCode(form, null),
          colour: colour.colour ?? null,
        }),
      );
      const parcel = sentParcel(form, product);
      if (typeof parcel === 'string') return fail(parcel, 400);
      Object.assign(product, parcel);
      state.products.unshift(product);
      return jsonResponse({ success: true, message: 'Product added successfully', product }, 201);
    }
    if (path === '/api/admin/products/delete-image' && method === 'POST') {
      const owner = state.products.find((p) =>
        p.images.some((i) => i.public_id === body.public_id),
      );
      if (!owner) return fail('Image not found', 404);
      owner.images = owner.images.filter((i) => i.public_id !== body.public_id);
      return jsonResponse({ success: true, message: 'Image removed successfully' });
    }
    const stockMatch = /^\/api\/admin\/products\/update-stock\/([^/]+)$/.exec(path);
    if (stockMatch && method === 'PUT') {
      const product = state.products.find((p) => p._id === stockMatch[1]);
      const line = product?.sizes.find((s) => s.size === body.size);
      if (!product || !line) return fail('Selected size is not available.', 404);
      const stock = Number(body.stock);
      if (body.stock === '' || body.stock === null || !Number.isInteger(stock) || stock < 0)
        return fail('Please enter a valid stock value', 400);
      if (body.expectedStock !== undefined && body.expectedStock !== line.stock) {
        return jsonResponse(
          {
            success: false,
            message: STOCK_MESSAGES.changedOnStockPage(line.size, line.stock),
            size: line.size,
            stock: line.stock,
          },
          409,
        );
      }
      line.stock = stock;
      product.stock = product.sizes.reduce((sum, s) => sum + s.stock, 0);
      refreshStyles(state.products);
      return jsonResponse({ success: true, message: 'Stock updated successfully', product });
    }
    const styleMatch = /^\/api\/admin\/products\/([^/]+)\/style$/.exec(path);
    if (styleMatch && method === 'PUT') {
      const owner = state.products.find((p) => p._id === styleMatch[1]);
      if (!owner) return fail('Product not found.', 404);
      const input = styleMembersSchema.safeParse(body);
      if (!input.success) return fail(input.error.issues[0]!.message, 400);
      const ids = input.data.siblingIds.filter((id) => id !== owner._id);
      const siblings = ids.map((id) => state.products.find((p) => p._id === id && !p.deleted));
      if (siblings.some((p) => p === undefined)) {
        return fail(COLOUR_MESSAGES.styleProductUnknown, 400);
      }
      const members = [owner, ...(siblings as AdminProduct[])];
      if (ids.length === 0) {
        owner.styleId = null;
      } else {
        if (members.some((p) => p.colour === null)) {
          return fail(COLOUR_MESSAGES.styleNeedsColours, 400);
        }
        if (repeatsColour(members.map((p) => p.colour))) {
          return fail(COLOUR_MESSAGES.styleColoursRepeat, 400);
        }
        const styleId = owner.styleId ?? crypto.randomUUID();
        for (const product of state.products) {
          if (product.styleId === styleId && !members.includes(product)) product.styleId = null;
        }
        for (const member of members) member.styleId = styleId;
      }
      refreshStyles(state.products);
      return jsonResponse({ success: true, message: COLOUR_MESSAGES.styleUpdated, product: owner });
    }
    const coloursMatch = /^\/api\/admin\/products\/([^/]+)\/colours$/.exec(path);
    if (coloursMatch && method === 'POST') {
      const source = state.products.find((p) => p._id === coloursMatch[1]);
      if (!source) return fail('Product not found.', 404);
      const input = newColourSchema.safeParse(body);
      if (!input.success) return fail(input.error.issues[0]!.message, 400);
      if (!source.colour) return fail(COLOUR_MESSAGES.styleNeedsColours, 400);
      const colour = { name: input.data.colourName, hex: input.data.colourHex };
      const style = state.products.filter(
        (p) => p === source || (source.styleId !== null && p.styleId === source.styleId),
      );
      if (repeatsColour([...style.map((p) => p.colour), colour])) {
        return fail(COLOUR_MESSAGES.styleColoursRepeat, 400);
      }
      source.styleId ??= crypto.randomUUID();
      const sizes = source.sizes.map((line) => ({ ...line, stock: 0 }));
      const copy = asAdminProduct({
        ...structuredClone(source),
        _id: crypto.randomUUID(),
        colour,
        sizes,
        stock: 0,
        images: [],
        bestseller: false,
        isFeatured: false,
        createdAt: new Date(Date.parse(source.createdAt) + 60_000).toISOString(),
      });
      state.products.unshift(copy);
      refreshStyles(state.products);
      return jsonResponse(
        { success: true, message: COLOUR_MESSAGES.colourAdded, product: copy },
        201,
      );
    }
    const restoreMatch = /^\/api\/admin\/products\/restore\/([^/]+)$/.exec(path);
    if (restoreMatch && method === 'PUT') {
      const product = state.products.find((p) => p._id === restoreMatch[1]);
      if (!product) return fail('Product not found.', 404);
      product.deleted = false;
      refreshStyles(state.products);
      return jsonResponse({ success: true, message: 'Product restored successfully', product });
    }
    const productMatch = /^\/api\/admin\/products\/([^/]+)$/.exec(path);
    if (productMatch) {
      const product = state.products.find((p) => p._id === productMatch[1]);
      if (!product) return fail('Product not found.', 404);
      if (method === 'GET')
        return jsonResponse({ success: true, message: 'Product fetched', product });
      if (method === 'DELETE') {
        product.deleted = true;
        refreshStyles(state.products);
        return jsonResponse({ success: true, message: 'Product deleted successfully', product });
      }
      if (method === 'PUT') {
        const form = init?.body as FormData;
        forms.push({ method, path, body: form });
        const colour = sentColour(form);
        if (typeof colour === 'string') return fail(colour, 400);
        if (colour.colour === null && product.styleId !== null) {
          return fail(COLOUR_MESSAGES.styleNeedsColours, 400);
        }
        const parcel = sentParcel(form, product);
        if (typeof parcel === 'string') return fail(parcel, 400);
        Object.assign(product, parcel);
        product.name = String(form.get('name'));
        product.hsnCode = ownHsnCode(form, product.hsnCode);
        if (colour.colour !== undefined) product.colour = colour.colour;
        refreshStyles(state.products);
        return jsonResponse({ success: true, message: 'Product updated successfully.', product });
      }
    }
    return fail('Route not found', 404);
  });

  return { mock, state, forms };
}

/**
 * What jsdom lacks for the crop: object URLs, images that load, and a canvas. The canvas draws
 * nothing; `drawImage` records what it was asked to draw and `toBlob` hands back a small WebP.
 */
export function stubImageTools() {
  let urls = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: () => {
      urls += 1;
      const url = `blob:http://localhost/image-${urls}`;
      created.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => {
      revoked.push(url);
    },
  });

  class LoadingImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    decoding = 'auto';
    naturalWidth = 800;
    naturalHeight = 600;
    #src = '';
    get src() {
      return this.#src;
    }
    set src(value: string) {
      this.#src = value;
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('Image', LoadingImage);

  const drawImage = vi.fn();
  const context = { drawImage, imageSmoothingEnabled: false, imageSmoothingQuality: 'low' };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => {
    callback(new Blob(['cropped pixels'], { type: type ?? 'image/png' }));
  });

  return { drawImage, created, revoked };
}

/** A PNG file as a file picker would hand it over (the bytes are not a real image). */
export function pictureFile(name = 'romper.png', type = 'image/png'): File {
  return new File(['not really a png'], name, { type });
}
