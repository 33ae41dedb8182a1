import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document';

/** A prerendered shell as the build writes it: its own words for search engines and sharing. */
const SHELL = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Collection · Little Loom</title>
    <meta name="theme-color" content="#FFF9F2" />
    <meta name="description" content="Shop the whole Little Loom collection"/><meta property="og:title" content="Collection · Little Loom"/><meta name="twitter:title" content="Collection · Little Loom"/>
  </head>
  <body>
    <div id="root" data-prerendered><p>Loading</p></div>
  </body>
</html>
`;

const count = (html: string, text: string) => html.split(text).length - 1;

describe('a page put into its shell', () => {
  it('carries its description and share tags once, its own, and keeps the shell’s others', () => {
    const html = pageDocument(
      SHELL,
      {
        head:
          '<title>Frocks · Little Loom</title><meta name="description" content="Frocks at Little Loom"/>' +
          '<link rel="canonical" href="https://shop.example/collection?category=a"/>' +
          '<meta property="og:title" content="Frocks · Little Loom"/>' +
          '<meta name="twitter:title" content="Frocks · Little Loom"/>',
        markup: '<h1>Frocks</h1>',
      },
      { adopt: true },
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(count(head, '<meta name="description"')).toBe(1);
    expect(count(head, 'property="og:title"')).toBe(1);
    expect(count(head, 'name="twitter:title"')).toBe(1);
    expect(count(head, 'rel="canonical"')).toBe(1);
    expect(head).toContain('content="Frocks at Little Loom"');
    expect(head).not.toContain('Shop the whole');
    expect(head).toContain('<title>Frocks · Little Loom</title>');
    expect(head).toContain('<meta name="theme-color" content="#FFF9F2" />');
    expect(head).toContain('<meta name="viewport"');
    expect(html).toContain('<div id="root" data-prerendered><h1>Frocks</h1></div>');
  });
});
