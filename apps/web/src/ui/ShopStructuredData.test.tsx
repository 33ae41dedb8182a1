import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopStructuredData } from './ShopStructuredData';

const shopData = () => {
  const script = document.querySelector('script[type="application/ld+json"]');
  return script ? (JSON.parse(script.textContent ?? '') as Record<string, unknown>) : undefined;
};

describe("the shop's structured data", () => {
  it('names the online store at its home page, with its address and contact', () => {
    render(<ShopStructuredData />);
    expect(shopData()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'OnlineStore',
      name: 'Little Loom',
      url: `${window.location.origin}/`,
      address: { '@type': 'PostalAddress', addressCountry: 'IN', postalCode: '560025' },
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service' },
    });
  });

  it('writes nothing where the origin is unknown (the build’s prerender)', () => {
    expect(renderToString(<ShopStructuredData />)).toBe('');
  });
});
