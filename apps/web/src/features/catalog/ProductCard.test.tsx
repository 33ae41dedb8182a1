import type { StyleColour } from '@littleloom/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/product-factory';
import { renderWithProviders } from '../../test/render-app';
import { ProductCard } from './ProductCard';

describe('ProductCard', () => {
  it('shows the sale price first and the original price struck through', async () => {
    const product = makeProduct({ name: 'Bunny Romper', price: 1299, discountPrice: 999 });
    const { container } = renderWithProviders(<ProductCard product={product} />);

    const link = await screen.findByRole('link', { name: /Bunny Romper/ });
    expect(link).toHaveAttribute('href', `/product/${product._id}`);

    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('₹1,299.00');
    const priceLine = struck?.parentElement?.textContent ?? '';
    expect(priceLine.indexOf('₹999.00')).toBeGreaterThanOrEqual(0);
    expect(priceLine.indexOf('₹999.00')).toBeLessThan(priceLine.indexOf('₹1,299.00'));
  });

  it('names its colour, so two colours of one style side by side read differently', async () => {
    const rose = makeProduct({
      name: 'Blossom Puff-Sleeve Frock',
      colour: { name: 'Rose', hex: '#d9667f' },
    });
    renderWithProviders(<ProductCard product={rose} />);
    expect(
      await screen.findByRole('heading', { name: 'Blossom Puff-Sleeve Frock — Rose' }),
    ).toBeInTheDocument();
  });

  it('shows one plain price when there is no sale', async () => {
    const product = makeProduct({ price: 649, discountPrice: null });
    const { container } = renderWithProviders(<ProductCard product={product} />);

    expect(await screen.findByText('₹649.00')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
  });

  it('says "Only 2 left" when a size has 2 in stock', async () => {
    const product = makeProduct({
      sizes: [
        { size: '2-3Y', stock: 12 },
        { size: '3-4Y', stock: 2 },
        { size: '4-5Y', stock: 0 },
      ],
    });
    renderWithProviders(<ProductCard product={product} />);
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
  });

  it('says nothing about stock when every size has plenty', async () => {
    const product = makeProduct({ sizes: [{ size: '2-3Y', stock: 4 }] });
    renderWithProviders(<ProductCard product={product} />);
    await screen.findByRole('link');
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
  });

  it('uses the square thumbnail with fixed dimensions', async () => {
    const product = makeProduct();
    const { container } = renderWithProviders(<ProductCard product={product} />);

    await screen.findByRole('link');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', product.images[0]?.thumbnailUrl);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('has a wishlist heart beside the link (not inside it), named for its product', async () => {
    const product = makeProduct({ name: 'Bunny Romper' });
    renderWithProviders(<ProductCard product={product} />);

    const heart = await screen.findByRole('button', { name: 'Add Bunny Romper to wishlist' });
    expect(heart.closest('a')).toBeNull();
    expect(heart.closest('article')).toBe(screen.getByRole('link').closest('article'));
  });

  it('names the heart with the colour, so two colours of one style have hearts told apart', async () => {
    const product = makeProduct({
      name: 'Bunny Romper',
      colour: { name: 'Sky blue', hex: '#87CEEB' },
    });
    renderWithProviders(<ProductCard product={product} />);

    expect(
      await screen.findByRole('button', { name: 'Add Bunny Romper — Sky blue to wishlist' }),
    ).toBeInTheDocument();
  });

  it('shows its colours as dots and "+N colours" for the others, at most 4 dots', async () => {
    const product = makeProduct({ name: 'Tiered Frock' });
    const colours = (names: string[]): StyleColour[] =>
      names.map((name, index) => ({
        productId: index === 0 ? product._id : `other-${index}`,
        name,
        hex: `#00000${index}`,
        inStock: true,
      }));

    const { container, unmount } = renderWithProviders(
      <ProductCard
        product={{ ...product, colours: colours(['Pink', 'Navy', 'Mint', 'Red', 'Sun', 'Grey']) }}
      />,
    );
    expect(
      await screen.findByRole('link', { name: /Tiered Frock.*\+5 colours/ }),
    ).toBeInTheDocument();
    const dots = container.querySelectorAll('a span[title]');
    expect([...dots].map((dot) => dot.getAttribute('title'))).toEqual([
      'Pink',
      'Navy',
      'Mint',
      'Red',
    ]);
    unmount();

    renderWithProviders(
      <ProductCard product={{ ...product, colours: colours(['Pink', 'Navy']) }} />,
    );
    expect(await screen.findByText('+1 colour')).toBeInTheDocument();
  });

  it('says nothing about colours for a product in one colour or none, in a row of the same height', async () => {
    const product = makeProduct();
    const { container, unmount } = renderWithProviders(
      <ProductCard
        product={{
          ...product,
          colours: [{ productId: product._id, name: 'Pink', hex: '#f29bb8', inStock: true }],
        }}
      />,
    );
    await screen.findByRole('link');
    expect(screen.queryByText(/colours?$/)).not.toBeInTheDocument();
    expect(container.querySelector('a span[title]')).toBeNull();
    const emptyRow = container.querySelector('h3 ~ div');
    expect(emptyRow).toHaveClass('h-5');
    unmount();

    renderWithProviders(<ProductCard product={makeProduct({ colours: [] })} />);
    await screen.findByRole('link');
    expect(screen.queryByText(/colours?$/)).not.toBeInTheDocument();
  });

  it('shows the reviews’ average and count, read out whole', async () => {
    const product = makeProduct({ name: 'Bunny Romper', averageRating: 4.3, reviewCount: 12 });
    renderWithProviders(<ProductCard product={product} />);

    const rating = await screen.findByRole('img', {
      name: 'Rated 4.3 out of 5 from 12 reviews',
    });
    expect(rating).toHaveTextContent('4.3(12)');
    // Part of the card's link, so the link says it too.
    expect(
      screen.getByRole('link', { name: /Rated 4\.3 out of 5 from 12 reviews.*Bunny Romper/ }),
    ).toBeInTheDocument();
  });

  it('gives a whole-star average one decimal and one review in the singular', async () => {
    renderWithProviders(
      <ProductCard product={makeProduct({ averageRating: 5, reviewCount: 1 })} />,
    );

    const rating = await screen.findByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' });
    expect(rating).toHaveTextContent('5.0(1)');
  });

  it('shows no rating at all while the product has no reviews', async () => {
    const { container } = renderWithProviders(
      <ProductCard product={makeProduct({ averageRating: null, reviewCount: 0 })} />,
    );
    await screen.findByRole('link');
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent(/\(0\)|out of 5/);
    // Nor from a figure that no review backs.
    const { container: unbacked } = renderWithProviders(
      <ProductCard product={makeProduct({ averageRating: 4, reviewCount: 0 })} />,
    );
    expect(unbacked).not.toHaveTextContent('4.0');
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });
});
