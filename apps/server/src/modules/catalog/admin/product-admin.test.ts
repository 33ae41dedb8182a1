import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOUR_MESSAGES, type AdminProduct, type Product } from '@littleloom/shared';
import { adminSession, bearer, shopperSession } from '../../../testing/accounts';
import { addCategory } from '../../../testing/fixtures';
import { placedOrder } from '../../../testing/order-journeys';
import { stockOf } from '../../../testing/orders';
import {
  hugeBlankPng,
  imageFile,
  multipartBody,
  pngImage,
  type FormValue,
} from '../../../testing/multipart';
import { createTestApp, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Girls');
  png = await pngImage(300);
});

afterAll(async () => {
  await ctx.close();
});

const fields = (overrides: Record<string, string> = {}): [string, FormValue][] =>
  Object.entries({
    name: 'Rainbow Frock',
    description: 'A twirly cotton frock.',
    category: categoryId,
    price: '899',
    discountPrice: '749.50',
    brand: 'Hopscotch',
    sizes: JSON.stringify([
      { size: '2-3Y', stock: 5 },
      { size: '3-4Y', stock: 0 },
    ]),
    bestseller: 'true',
    popularity: '40',
    ...overrides,
  });

async function addProduct(parts: [string, FormValue][], headers = admin) {
  const body = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/products/add',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const fileOf = (url: string) => path.join(ctx.config.dataDir, 'uploads', path.basename(url));

describe('adding products', () => {
  it('adds a product with sizes, a sale price and re-encoded images', async () => {
    const res = await addProduct([
      ...fields(),
      ['image1', imageFile(png)],
      ['image2', imageFile(await pngImage(1600, '#3FB8A0'))],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { product, message } = res.json() as { product: Product; message: string };
    expect(message).toBe('Product added successfully');
    expect(product).toMatchObject({
      name: 'Rainbow Frock',
      price: 899,
      discountPrice: 749.5,
      brand: 'Hopscotch',
      bestseller: true,
      popularity: 40,
      // Only buyers' reviews give a rating.
      averageRating: null,
      reviewCount: 0,
      category: { _id: categoryId, name: 'Girls' },
      sizes: [
        { size: '2-3Y', stock: 5 },
        { size: '3-4Y', stock: 0 },
      ],
      stock: 5,
    });
    expect(product.images).toHaveLength(2);
    const large = await sharp(fileOf(product.images[1]!.url)).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 1000, height: 1000 });
    const thumb = await sharp(fileOf(product.images[1]!.thumbnailUrl)).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const served = await ctx.app.inject({ method: 'GET', url: product.images[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
  });

  it('refuses files that are not images, whatever they claim to be', async () => {
    const fake = imageFile(Buffer.from('<?php echo "hi"; ?>'.repeat(20)), 'cat.png', 'image/png');
    const res = await addProduct([...fields({ name: 'Fake' }), ['image1', fake]]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Please upload an image file (JPEG, PNG, WebP, GIF or AVIF)',
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/products/list?search=Fake',
      headers: admin,
    });
    expect(list.json().total).toBe(0);
  });

  it('refuses a small file that holds a huge picture, before decoding it', async () => {
    const bomb = hugeBlankPng(9000, 9000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const res = await addProduct([...fields({ name: 'Bomb' }), ['image1', imageFile(bomb)]]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Each image must be at most 40 megapixels (for example 8000 × 5000 pixels)',
    );
  });

  it('refuses images over 5 MB and more than 6 images', async () => {
    const huge = await sharp({
      create: {
        width: 2000,
        height: 2000,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(huge.length).toBeGreaterThan(5 * 1024 * 1024);
    const big = await addProduct([...fields({ name: 'Big' }), ['image1', imageFile(huge)]]);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('Each image must be 5 MB or smaller');

    const seven = Array.from({ length: 7 }, (_, i): [string, FormValue] => [
      `image${i + 1}`,
      imageFile(png),
    ]);
    const many = await addProduct([...fields({ name: 'Many' }), ...seven]);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('A product can have at most 6 images');
  });

  it('checks every field with a clear message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, 'Product name is required'],
      [{ description: ' ' }, 'Description is required'],
      [{ price: '' }, 'Price is required'],
      [{ price: '-5' }, 'Price must be a positive amount with at most 2 decimals'],
      [{ brand: '' }, 'Brand is required'],
      [{ discountPrice: '899' }, 'Sale price must be below the price'],
      [{ sizes: '[]' }, 'Add at least one size'],
      [{ sizes: JSON.stringify([{ size: '', stock: 1 }]) }, 'Size is required'],
      [
        { sizes: JSON.stringify([{ size: 'M', stock: -1 }]) },
        'Stock must be a whole number, 0 or more',
      ],
      [{ category: '00000000-0000-4000-8000-000000000000' }, 'Category is required'],
    ];
    for (const [override, message] of cases) {
      const res = await addProduct([...fields(override), ['image1', imageFile(png)]]);
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().message, JSON.stringify(override)).toBe(message);
    }
    const noImage = await addProduct(fields({ name: 'No picture' }));
    expect(noImage.json().message).toBe('Add at least one image');
  });

  it('is for administrators only', async () => {
    const shopper = bearer(await shopperSession(ctx, 'sneaky@example.com'));
    const res = await addProduct([...fields(), ['image1', imageFile(png)]], shopper);
    expect(res.statusCode).toBe(403);
  });
});

describe('editing products', () => {
  async function freshProduct(): Promise<Product> {
    const res = await addProduct([
      ...fields({ name: `Edit me ${Math.random()}` }),
      ['image1', imageFile(png)],
      ['image2', imageFile(png)],
    ]);
    return res.json().product;
  }

  it('keeps the listed images, adds new ones and deletes the files of the rest', async () => {
    const product = await freshProduct();
    const [keep, drop] = product.images;
    const body = multipartBody([
      ...fields({ name: 'Edited Frock', price: '999', discountPrice: '' }),
      ['existingImages', JSON.stringify([keep!.public_id])],
      ['images', imageFile(await pngImage(200, '#FFC857'))],
    ]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product._id}`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().product as Product;
    expect(res.json().message).toBe('Product updated successfully.');
    expect(edited).toMatchObject({ name: 'Edited Frock', price: 999, discountPrice: null });
    expect(edited.images.map((i) => i.public_id)[0]).toBe(keep!.public_id);
    expect(edited.images).toHaveLength(2);
    expect(existsSync(fileOf(drop!.url))).toBe(false);
    expect(existsSync(fileOf(drop!.thumbnailUrl))).toBe(false);
    expect(existsSync(fileOf(keep!.url))).toBe(true);
  });

  it('keeps a product’s own HSN code, hands it back to the category when emptied, and checks it', async () => {
    const product = await freshProduct();
    expect(product.hsnCode).toBeNull();
    const edit = async (extra: Record<string, string>) => {
      const body = multipartBody([
        ...fields({ name: product.name, ...extra }),
        ['existingImages', JSON.stringify(product.images.map((i) => i.public_id))],
      ]);
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${product._id}`,
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await edit({ hsnCode: ' 62044290 ' })).json().product.hsnCode).toBe('62044290');
    // The spec's client sends no HSN code: the product keeps its own.
    expect((await edit({})).json().product.hsnCode).toBe('62044290');
    const refused = await edit({ hsnCode: '62-04' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('An HSN code has 4, 6 or 8 digits');
    expect((await edit({ hsnCode: '' })).json().product.hsnCode).toBeNull();
  });

  it('keeps a product’s own parcel figures, hands each back to the category when emptied, and checks them', async () => {
    const product = (await freshProduct()) as AdminProduct;
    const inherit = { weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null };
    expect(product).toMatchObject(inherit);
    const edit = async (extra: Record<string, string>) => {
      const body = multipartBody([
        ...fields({ name: product.name, ...extra }),
        ['existingImages', JSON.stringify(product.images.map((i) => i.public_id))],
      ]);
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${product._id}`,
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
    };
    const read = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/products/${product._id}`,
          headers: admin,
        })
      ).json().product as AdminProduct;

    const own = { weightGrams: 450, lengthCm: 35, breadthCm: 28, heightCm: 6 };
    const saved = await edit({
      weightGrams: '450',
      lengthCm: '35',
      breadthCm: ' 28 ',
      heightCm: '6',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().product).toMatchObject(own);
    expect(await read()).toMatchObject(own);
    // The spec's client sends none of them: the product keeps its own.
    await edit({});
    expect(await read()).toMatchObject(own);

    for (const [extra, message] of [
      [{ weightGrams: '0' }, 'Weight must be a whole number of grams, from 1 to 30,000'],
      [{ weightGrams: '30001' }, 'Weight must be a whole number of grams, from 1 to 30,000'],
      [{ weightGrams: '1.5' }, 'Weight must be a whole number of grams, from 1 to 30,000'],
      [{ lengthCm: '151' }, 'Length must be a whole number of cm, from 1 to 150'],
      [{ breadthCm: 'wide' }, 'Breadth must be a whole number of cm, from 1 to 150'],
      [{ heightCm: '-2' }, 'Height must be a whole number of cm, from 1 to 150'],
    ] as const) {
      const res = await edit({ description: 'Changed while refused', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json(), JSON.stringify(extra)).toEqual({ success: false, message });
    }
    expect(await read()).toMatchObject({ ...own, description: product.description });

    // Emptied, a figure is the category's again; the others stay the product's.
    const emptied = await edit({ weightGrams: '', heightCm: '' });
    expect(emptied.json().product).toMatchObject({ ...own, weightGrams: null, heightCm: null });
    await edit({ lengthCm: '', breadthCm: '' });
    expect(await read()).toMatchObject(inherit);
  });

  it('adds a product with parcel figures of its own, or none, and keeps them off the storefront', async () => {
    const own = await addProduct([
      ...fields({
        name: 'Quilted Jacket',
        weightGrams: '650',
        lengthCm: '40',
        breadthCm: '32',
        heightCm: '9',
      }),
      ['image1', imageFile(png)],
    ]);
    expect(own.statusCode, own.body).toBe(201);
    const jacket = own.json().product as AdminProduct;
    expect(jacket).toMatchObject({ weightGrams: 650, lengthCm: 40, breadthCm: 32, heightCm: 9 });
    const plain = await addProduct([
      ...fields({ name: 'Plain Tee', weightGrams: '', lengthCm: '' }),
      ['image1', imageFile(png)],
    ]);
    expect(plain.json().product).toMatchObject({
      weightGrams: null,
      lengthCm: null,
      breadthCm: null,
      heightCm: null,
    });
    const refused = await addProduct([
      ...fields({ name: 'Too Heavy Pram', weightGrams: '45000' }),
      ['image1', imageFile(png)],
    ]);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Weight must be a whole number of grams, from 1 to 30,000',
    });
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/products/list?search=Too%20Heavy',
      headers: admin,
    });
    expect(search.json().total).toBe(0);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/products/list?search=Quilted',
      headers: admin,
    });
    expect(listed.json().products[0]).toMatchObject({ _id: jacket._id, weightGrams: 650 });

    // Shoppers are not told how the shop packs.
    const page = await ctx.app.inject({ method: 'GET', url: `/api/products/${jacket._id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().product).not.toHaveProperty('weightGrams');
    expect(page.json().product).not.toHaveProperty('heightCm');
  });

  it('removes a single image by its public id', async () => {
    const product = await freshProduct();
    const image = product.images[0]!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/delete-image',
      headers: admin,
      payload: { public_id: image.public_id },
    });
    expect(res.json()).toEqual({ success: true, message: 'Image removed successfully' });
    expect(existsSync(fileOf(image.url))).toBe(false);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/products/${product._id}`,
      headers: admin,
    });
    expect(after.json().product.images).toHaveLength(1);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/delete-image',
      headers: admin,
      payload: { public_id: image.public_id },
    });
    expect(again.statusCode).toBe(404);
  });

  const removeImage = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/delete-image',
      headers: admin,
      payload,
    });
  const imagesOf = async (id: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: admin })
    ).json().product.images as Product['images'];

  it("removes an image only from the product named, and never a product's last image", async () => {
    const product = await freshProduct();
    const other = await freshProduct();
    const [first, second] = product.images;
    const wrongProduct = await removeImage({ public_id: first!.public_id, productId: other._id });
    expect(wrongProduct.statusCode).toBe(404);
    expect(wrongProduct.json().message).toBe('Image not found');
    expect(await imagesOf(product._id)).toHaveLength(2);

    const ok = await removeImage({ public_id: first!.public_id, productId: product._id });
    expect(ok.statusCode).toBe(200);
    const last = await removeImage({ public_id: second!.public_id, productId: product._id });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(
      'A product needs at least one image. Add another before removing this one.',
    );
    expect((await imagesOf(product._id)).map((i) => i.public_id)).toEqual([second!.public_id]);
    expect(existsSync(fileOf(second!.url))).toBe(true);
  });

  it('keeps one image when two removals race for the last two', async () => {
    const product = await freshProduct();
    const replies = await Promise.all(
      product.images.map((image) => removeImage({ public_id: image.public_id })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const left = await imagesOf(product._id);
    expect(left).toHaveLength(1);
    expect(existsSync(fileOf(left[0]!.url))).toBe(true);
  });

  it('refuses a malformed list of images to keep, changing nothing', async () => {
    const product = await freshProduct();
    for (const existingImages of ['[not json', '[1, 2]', '[{"id": "x"}]', '[""]']) {
      const body = multipartBody([
        ...fields({ name: 'Should not stick' }),
        ['existingImages', existingImages],
      ]);
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${product._id}`,
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, existingImages).toBe(400);
      expect(res.json().message).toBe('existingImages must be a list of image ids');
    }
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/products/${product._id}`,
      headers: admin,
    });
    expect(after.json().product.name).toBe(product.name);
    expect(after.json().product.images).toHaveLength(2);
  });

  it('soft-deletes and restores, hiding the product from the storefront meanwhile', async () => {
    const product = await freshProduct();
    const liveTotal = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json()
        .total as number;
    const before = await liveTotal();
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product._id}`,
      headers: admin,
    });
    expect(del.json()).toMatchObject({
      message: 'Product deleted successfully',
      product: { deleted: true },
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/products/${product._id}` })).statusCode,
    ).toBe(404);
    // The storefront's count follows at once, not when a cache expires.
    expect(await liveTotal()).toBe(before - 1);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/products/list?limit=100',
      headers: admin,
    });
    expect(list.json().products.find((p: Product) => p._id === product._id)?.deleted).toBe(true);

    const restore = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/restore/${product._id}`,
      headers: admin,
    });
    expect(restore.json()).toMatchObject({
      message: 'Product restored successfully',
      product: { deleted: false },
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/products/${product._id}` })).statusCode,
    ).toBe(200);
    expect(await liveTotal()).toBe(before);
  });
});

describe('stock that moves while the edit form is open', () => {
  const sizes = (lines: object[]) => ({ sizes: JSON.stringify(lines) });

  async function shirt(): Promise<Product> {
    const res = await addProduct([
      ...fields({
        name: `Moving Shirt ${Math.random()}`,
        price: '199',
        discountPrice: '',
        ...sizes([
          { size: 'M', stock: 10 },
          { size: 'L', stock: 4 },
        ]),
      }),
      ['image1', imageFile(png)],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product;
  }

  const edit = (product: Product, overrides: Record<string, string>) => {
    const body = multipartBody([
      ...fields({ name: product.name, price: '199', discountPrice: '', ...overrides }),
      ['existingImages', JSON.stringify(product.images.map((i) => i.public_id))],
    ]);
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product._id}`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
  };

  const adminView = async (id: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: admin })
    ).json().product as Product;

  it('keeps the stock an order took when the form is saved with the numbers it loaded', async () => {
    const product = await shirt();
    // The form is opened now, with M at 10.
    const { order } = await placedOrder(
      ctx,
      [{ productId: product._id, size: 'M', quantity: 3 }],
      'COD',
    );
    expect(await stockOf(ctx, product._id, 'M')).toBe(7);

    // The admin fixes a typo and saves the sizes as the form loaded them, in both shapes: the
    // web form's (with the stock it saw) and the spec's client's (size and stock only).
    for (const lines of [
      [
        { size: 'M', stock: 10, stockSeen: 10 },
        { size: 'L', stock: 4, stockSeen: 4 },
      ],
      [
        { size: 'M', stock: 10 },
        { size: 'L', stock: 4 },
      ],
    ]) {
      const saved = await edit(product, { description: 'A crisp cotton shirt.', ...sizes(lines) });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().product.sizes).toEqual([
        { size: 'M', stock: 7 },
        { size: 'L', stock: 4 },
      ]);
    }
    expect(await stockOf(ctx, product._id, 'M')).toBe(7);

    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order._id}`,
      headers: admin,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(ctx, product._id, 'M')).toBe(10);
  });

  it('applies a stock the admin changed against the figure the form loaded', async () => {
    const product = await shirt();
    const res = await edit(product, {
      ...sizes([
        { size: 'L', stock: 9, stockSeen: 4 },
        { size: 'M', stock: 10, stockSeen: 10 },
        { size: 'XL', stock: 2 },
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    // Sizes come back in their natural order, whatever order the form sent them in.
    expect(res.json().product.sizes).toEqual([
      { size: 'M', stock: 10 },
      { size: 'L', stock: 9 },
      { size: 'XL', stock: 2 },
    ]);
    // A size left out is removed.
    const fewer = await edit(product, { ...sizes([{ size: 'XL', stock: 2, stockSeen: 2 }]) });
    expect(fewer.json().product.sizes).toEqual([{ size: 'XL', stock: 2 }]);
  });

  it('refuses a changed stock against a stale figure with 409 naming the size, saving nothing', async () => {
    const product = await shirt();
    await placedOrder(ctx, [{ productId: product._id, size: 'M', quantity: 3 }], 'COD');
    const res = await edit(product, {
      name: 'Renamed Shirt',
      description: 'Should not stick.',
      ...sizes([
        { size: 'M', stock: 15, stockSeen: 10 },
        { size: 'L', stock: 6, stockSeen: 4 },
        { size: 'S', stock: 1 },
      ]),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message:
        'The stock of size M has changed to 7 since you opened this form, so nothing was saved. Please reload the product and make your changes again.',
      size: 'M',
      stock: 7,
    });
    const after = await adminView(product._id);
    expect(after).toMatchObject({ name: product.name, description: product.description });
    expect(after.sizes).toEqual([
      { size: 'M', stock: 7 },
      { size: 'L', stock: 4 },
    ]);
  });

  it('checks the stock the form saw', async () => {
    const product = await shirt();
    const res = await edit(product, { ...sizes([{ size: 'M', stock: 3, stockSeen: -1 }]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The stock you saw must be a whole number, 0 or more');
  });
});

describe('stock page', () => {
  const updateStock = (productId: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/update-stock/${productId}`,
      headers: admin,
      payload,
    });

  it('updates against the figure it showed, and says when that figure moved', async () => {
    const product = (
      await addProduct([...fields({ name: 'Counted Tee' }), ['image1', imageFile(png)]])
    ).json().product as Product;
    const update = (payload: object) => updateStock(product._id, payload);
    // The page showed 5; something took 2 meanwhile.
    await update({ size: '2-3Y', stock: 3 });
    const stale = await update({ size: '2-3Y', stock: 8, expectedStock: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      message:
        'The stock of size 2-3Y has changed to 3 since this page was loaded, so it was not updated. Please check the new figure and try again.',
      size: '2-3Y',
      stock: 3,
    });
    expect(await stockOf(ctx, product._id, '2-3Y')).toBe(3);

    const fresh = await update({ size: '2-3Y', stock: 8, expectedStock: 3 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().product.sizes[0]).toEqual({ size: '2-3Y', stock: 8 });

    const wrong = await update({ size: '2-3Y', stock: 8, expectedStock: 'lots' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The stock you saw must be a whole number, 0 or more');
    const unknownSize = await update({ size: 'XXL', stock: 3, expectedStock: 0 });
    expect(unknownSize.statusCode).toBe(404);
  });

  it("sets one size's stock, 0 included, and refuses an empty or broken figure", async () => {
    const product = (
      await addProduct([...fields({ name: 'Stock Tee' }), ['image1', imageFile(png)]])
    ).json().product as Product;
    const update = (payload: object) => updateStock(product._id, payload);
    const ok = await update({ size: '3-4Y', stock: 12 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Stock updated successfully');
    expect(ok.json().product.sizes).toEqual([
      { size: '2-3Y', stock: 5 },
      { size: '3-4Y', stock: 12 },
    ]);
    // An owner marks a size sold out by hand (docs/decisions/0019).
    const soldOut = await update({ size: '3-4Y', stock: 0, expectedStock: 12 });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    expect(soldOut.json().product.sizes).toEqual([
      { size: '2-3Y', stock: 5 },
      { size: '3-4Y', stock: 0 },
    ]);
    expect((await update({ size: '3-4Y', stock: '0' })).statusCode).toBe(200);
    // Empty is never read as 0.
    for (const stock of ['', '  ', null, false, [], -3, 2.5, 'abc', 100_001]) {
      const res = await update({ size: '3-4Y', stock });
      expect(res.statusCode, String(stock)).toBe(400);
      expect(res.json().message).toBe('Please enter a valid stock value');
    }
    const unknownSize = await update({ size: 'XXL', stock: 3 });
    expect(unknownSize.statusCode).toBe(404);
  });
});

describe('colours on the add and edit forms', () => {
  const navy = { colourName: 'Navy', colourHex: '#23395D' };

  async function added(colour: Record<string, string>): Promise<Product> {
    const res = await addProduct([
      ...fields({ name: `Colour Frock ${Math.random()}`, ...colour }),
      ['image1', imageFile(png)],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product;
  }

  const edit = (product: Product, colour: Record<string, string>) => {
    const body = multipartBody([
      ...fields({ name: product.name, ...colour }),
      ['existingImages', JSON.stringify(product.images.map((i) => i.public_id))],
    ]);
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product._id}`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
  };

  const colourOf = async (id: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: admin })
    ).json().product.colour as Product['colour'];

  it('adds a product with a colour, or without one', async () => {
    expect((await added(navy)).colour).toEqual({ name: 'Navy', hex: '#23395d' });
    expect((await added({})).colour).toBeNull();
    expect((await added({ colourName: '', colourHex: '' })).colour).toBeNull();
  });

  it('refuses half a colour or a broken one, on both forms', async () => {
    const product = await added(navy);
    const cases: [Record<string, string>, string][] = [
      [{ colourName: 'Navy' }, COLOUR_MESSAGES.bothOrNeither],
      [{ colourName: '', colourHex: '#23395d' }, COLOUR_MESSAGES.bothOrNeither],
      [{ colourName: 'Navy', colourHex: '23395d' }, COLOUR_MESSAGES.hexInvalid],
      [{ colourName: 'N'.repeat(31), colourHex: '#23395d' }, COLOUR_MESSAGES.nameInvalid],
    ];
    for (const [colour, message] of cases) {
      const add = await addProduct([...fields(colour), ['image1', imageFile(png)]]);
      expect(add.statusCode, JSON.stringify(colour)).toBe(400);
      expect(add.json().message, JSON.stringify(colour)).toBe(message);
      const changed = await edit(product, colour);
      expect(changed.statusCode, JSON.stringify(colour)).toBe(400);
      expect(changed.json().message, JSON.stringify(colour)).toBe(message);
    }
    expect(await colourOf(product._id)).toEqual({ name: 'Navy', hex: '#23395d' });
  });

  it('keeps the colour when the edit leaves it out, changes it, and clears it with both empty', async () => {
    const product = await added(navy);
    expect((await edit(product, {})).json().product.colour).toEqual({
      name: 'Navy',
      hex: '#23395d',
    });
    const changed = await edit(product, { colourName: 'Red', colourHex: '#d64045' });
    expect(changed.json().product.colour).toEqual({ name: 'Red', hex: '#d64045' });
    const cleared = await edit(product, { colourName: '', colourHex: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().product.colour).toBeNull();
  });

  it('keeps each product of a style in a colour of its own', async () => {
    const first = await added(navy);
    const second = await added({ colourName: 'Red', colourHex: '#d64045' });
    const grouped = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${first._id}/style`,
      headers: admin,
      payload: { siblingIds: [second._id] },
    });
    expect(grouped.statusCode, grouped.body).toBe(200);

    const cleared = await edit(second, { colourName: '', colourHex: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe(COLOUR_MESSAGES.styleNeedsColours);
    const repeated = await edit(second, { colourName: 'NAVY', colourHex: '#000080' });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toBe(COLOUR_MESSAGES.styleColoursRepeat);
    expect(await colourOf(second._id)).toEqual({ name: 'Red', hex: '#d64045' });

    const renamed = await edit(second, { colourName: 'Berry red', colourHex: '#a8436e' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/products/${first._id}` });
    expect(shown.json().product.colours.map((c: { name: string }) => c.name)).toEqual([
      'Navy',
      'Berry red',
    ]);
  });
});
