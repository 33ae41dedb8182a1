import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPageShells } from './page-shells';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'littleloom-shells-'));
  await mkdir(path.join(dir, 'shells'));
  await writeFile(path.join(dir, 'index.html'), '<p>home</p>');
  await writeFile(path.join(dir, 'index.html.br'), brotliCompressSync('<p>home</p>'));
  for (const name of ['page', 'collection', 'product', 'blank']) {
    await writeFile(path.join(dir, 'shells', `${name}.html`), `<p>${name}</p>`);
  }
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const writeMap = (map: unknown) => writeFile(path.join(dir, 'shells.json'), JSON.stringify(map));

const MAP = {
  fallback: 'shells/page.html',
  bySegment: {
    '': 'index.html',
    collection: 'shells/collection.html',
    product: 'shells/product.html',
    admin: 'shells/blank.html',
  },
};

describe('the prerendered pages', () => {
  it('gives each path the page for its first segment, and the frame to any other', async () => {
    await writeMap(MAP);
    const shells = readPageShells(dir);
    const htmlFor = (pathname: string) => shells?.forPath(pathname).html;
    expect(htmlFor('/')).toBe('<p>home</p>');
    expect(htmlFor('/collection')).toBe('<p>collection</p>');
    expect(htmlFor('/product/7f3a')).toBe('<p>product</p>');
    expect(htmlFor('/admin/orders')).toBe('<p>blank</p>');
    expect(htmlFor('/about')).toBe('<p>page</p>');
    expect(htmlFor('/profile/wallet')).toBe('<p>page</p>');
    // The compressed copies come along where the build wrote them.
    expect(shells?.forPath('/').br).toBeInstanceOf(Buffer);
    expect(shells?.forPath('/about').br).toBeUndefined();
  });

  it('serves index.html everywhere for a build without a map', () => {
    const shells = readPageShells(dir);
    expect(shells?.forPath('/collection').html).toBe('<p>home</p>');
  });

  it('is absent when nothing is built', () => {
    expect(readPageShells(path.join(dir, 'nothing-here'))).toBeUndefined();
  });

  it('refuses a map naming a missing file or one outside the build', async () => {
    await writeMap({ ...MAP, fallback: 'shells/gone.html' });
    expect(() => readPageShells(dir)).toThrow(/missing file/);
    await writeMap({ ...MAP, bySegment: { '': '../secret.html' } });
    expect(() => readPageShells(dir)).toThrow(/outside the build/);
  });
});
