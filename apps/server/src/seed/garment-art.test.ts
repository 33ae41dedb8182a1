import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  GARMENT_KINDS,
  GARMENT_PATTERNS,
  GARMENT_VIEWS,
  renderGarmentSvg,
  type GarmentArt,
  type GarmentKind,
  type GarmentView,
} from './garment-art';
import { DEMO_PRODUCTS } from './demo-catalog';

const SVG_NAMESPACE = 'xmlns="http://www.w3.org/2000/svg"';

const base: GarmentArt = {
  kind: 'tshirt',
  colour: '#E8735F',
  accent: '#FFF4E0',
  background: '#DDEBF7',
  pattern: 'stripes',
  view: 'front',
};

function hexToRgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Rasterises like the media service does and reports what came out. */
async function rasterise(art: GarmentArt) {
  const png = await sharp(Buffer.from(renderGarmentSvg(art)))
    .png()
    .toBuffer();
  const meta = await sharp(png).metadata();
  const { data, info } = await sharp(png)
    .removeAlpha()
    .resize(200, 200)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Share of pixels close to the garment colour proves the fabric was drawn; share of pixels
  // far from the pastel backdrop proves something of substance sits on it.
  const fabric = hexToRgb(art.colour);
  const backdrop = hexToRgb(art.background);
  let near = 0;
  let ink = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const px = [data[i]!, data[i + 1]!, data[i + 2]!] as const;
    if (Math.hypot(px[0] - fabric[0], px[1] - fabric[1], px[2] - fabric[2]) < 48) near += 1;
    if (Math.hypot(px[0] - backdrop[0], px[1] - backdrop[1], px[2] - backdrop[2]) > 70) ink += 1;
  }
  const pixels = info.width * info.height;
  const stats = await sharp(png).stats();
  return { meta, garmentShare: near / pixels, itemShare: ink / pixels, stats };
}

/** Ids defined in the document, and ids it points at. */
function idsOf(svg: string) {
  const defined = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  const referenced = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]!);
  return { defined, referenced };
}

describe('renderGarmentSvg', () => {
  // Every kind in every view, cycling the patterns so each drawing meets several prints.
  const cases = GARMENT_KINDS.flatMap((kind, k) =>
    GARMENT_VIEWS.map((view, v) => ({
      kind,
      view,
      pattern: GARMENT_PATTERNS[(k + v) % GARMENT_PATTERNS.length]!,
    })),
  );

  it.each(cases)(
    'renders $kind ($view, $pattern) at 1000x1000',
    async ({ kind, view, pattern }) => {
      const art: GarmentArt = { ...base, kind, view, pattern };
      const { meta, garmentShare, itemShare, stats } = await rasterise(art);
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(1000);
      expect(meta.height).toBe(1000);
      expect(itemShare).toBeGreaterThan(0.06);
      // From behind, shoes show their soles and bibs their plain lining, so only the other
      // views must show the fabric colour.
      if (view !== 'back') expect(garmentShare).toBeGreaterThan(0.015);
      // A blank or single-colour image would have almost no spread in any channel.
      expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(10);
    },
  );

  it.each([...GARMENT_PATTERNS])('renders the %s print', async (pattern) => {
    const art: GarmentArt = { ...base, pattern, colour: '#34507A', accent: '#FFC857' };
    const { meta, garmentShare } = await rasterise(art);
    expect([meta.width, meta.height]).toEqual([1000, 1000]);
    expect(garmentShare).toBeGreaterThan(0.02);
  });

  it('prints the pattern onto the garment', async () => {
    const plain = await rasterise({ ...base, pattern: 'plain' });
    const striped = await rasterise({ ...base, pattern: 'stripes' });
    // Stripes replace part of the coral fabric with the cream accent.
    expect(striped.garmentShare).toBeLessThan(plain.garmentShare * 0.85);
  });

  it('centres the drawing on the backdrop and sets the size in the document', () => {
    const svg = renderGarmentSvg(base);
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('viewBox="0 0 1000 1000"');
    expect(svg).toContain('width="1000"');
    expect(svg).toContain('height="1000"');
  });

  it('uses no text, fonts, links or foreign content', () => {
    for (const kind of GARMENT_KINDS) {
      for (const view of GARMENT_VIEWS) {
        const svg = renderGarmentSvg({ ...base, kind, view, pattern: 'floral' });
        // The namespace declaration is an identifier, never fetched; nothing else may name a URL.
        expect(svg.split(SVG_NAMESPACE).join('')).not.toMatch(/http/i);
        expect(svg).not.toMatch(/<text|<tspan|<foreignObject|<image|<style|<script|href=|font/i);
      }
    }
  });

  it('keeps every id unique and every reference resolvable', () => {
    for (const kind of GARMENT_KINDS) {
      for (const view of GARMENT_VIEWS) {
        for (const pattern of GARMENT_PATTERNS) {
          const svg = renderGarmentSvg({ ...base, kind, view, pattern });
          const { defined, referenced } = idsOf(svg);
          expect(new Set(defined).size).toBe(defined.length);
          for (const id of referenced) expect(defined).toContain(id);
        }
      }
    }
  });

  it('draws different arts differently and the same art the same', () => {
    const variants: GarmentArt[] = [
      base,
      { ...base, kind: 'dress' },
      { ...base, colour: '#3FB8A0' },
      { ...base, accent: '#34507A' },
      { ...base, background: '#FDE2E4' },
      { ...base, pattern: 'dots' },
      { ...base, view: 'back' },
      { ...base, view: 'detail' },
      { ...base, view: 'folded' },
    ];
    const svgs = variants.map(renderGarmentSvg);
    expect(new Set(svgs).size).toBe(variants.length);
    expect(renderGarmentSvg({ ...base })).toBe(svgs[0]);
  });

  it('shows the back differently from the front', () => {
    for (const kind of GARMENT_KINDS) {
      const front = renderGarmentSvg({ ...base, kind, view: 'front' });
      const back = renderGarmentSvg({ ...base, kind, view: 'back' });
      // Ids are derived from the art, so compare the drawing with the ids taken out.
      const strip = (svg: string) => svg.replace(/ll[0-9a-z]+-/g, '');
      expect(strip(back)).not.toBe(strip(front));
    }
  });

  it('refuses colours that are not hex, since they land inside attributes', () => {
    expect(() => renderGarmentSvg({ ...base, colour: 'red" onload="x' })).toThrow(RangeError);
    expect(() => renderGarmentSvg({ ...base, accent: 'url(#x)' })).toThrow(RangeError);
    expect(() => renderGarmentSvg({ ...base, background: '#12345' })).toThrow(RangeError);
    expect(renderGarmentSvg({ ...base, colour: '#abc' })).toContain('#aabbcc');
  });
});

/**
 * The drawings are data files now; these digests were taken from the pictures the earlier
 * TypeScript drawing code made, so any change to a file, or to the code filling it in, that
 * alters a picture by one byte shows up here. A deliberate change to the art updates them.
 */
const PINNED: Record<string, string> = {
  'tshirt/front': 'a9345477a57dd96d982f5d1e704b65e87dbb65c815380eadaa40eae4094d285f',
  'tshirt/back': 'c1b4f9441b3d0aa51b7609436a50092dcdc6562287e1e3a9d9f06e313fa0b608',
  'tshirt/detail': '87e4b0b65c05d473f09977f8563a1683449bd49ee871a49969c057ce64cf0edb',
  'tshirt/folded': '88b542ce0a9c72bd615ba5d7e9b842386c11687672d73c2f55f12916d20c1fde',
  'shirt/front': '5079bdbae180498c25a86fbd2e6f9c41d40496226415dd7476fb988bba53bf77',
  'shirt/back': 'ed37e8b54a915c1c6c53131443c181bba5a4ea49b0746fc41efeb22d5c2fef17',
  'shirt/detail': 'e88c9f7b5a365245ada38d9b6a904b9b6cf25e0051de628e5b4a9f7f5f7aa7d1',
  'shirt/folded': 'c12aeea38726edb9a99935fceaa9c3b987dd80b7850e11cf7b147857783918ef',
  'kurta/front': '36b3fb202cdbcbbed021fda0490372153c29c172b06fff5217394fa08e132acb',
  'kurta/back': 'f592d4392a038e549d8ddfa016c75953abf43a6a800f9cffb237bb6ea5d6aa16',
  'kurta/detail': '570411f381f6e756f5978257a0361a3374667da718e59aeac68ec30c29b7a160',
  'kurta/folded': '481e64c519f98c7e14750320aef194f2194adc09c15a9b795b5ac0852d557abc',
  'dress/front': 'fd64c6562c0c7f31a71c939119e47032923cfcb3bf1884e15789d27b2dc63feb',
  'dress/back': '46d7d866803f83a168d4a5a8059a62b99173fcf75a208bae86648ed1d2626431',
  'dress/detail': '1f7a45e16100d2dd2f37b0ec0fdb08716ba2e10e7acb2892bfd6c4c1c1a9d47b',
  'dress/folded': '97479bb5ae05e03019141e082c21afba0040ab4a09115ef1174ac16f9b786ed9',
  'frock/front': '67f5b4fa4b1d64aa552075d281b1db1fd9c38d807e6367b9b745956e4a40c604',
  'frock/back': 'a7e909467c1699e0092c712ed4b6be37bb4834cb7e5e28a3c6025216fee78a5a',
  'frock/detail': 'd31f4edef452af54a3b78461ed3da02d9d645542f153555861ce4a1249584ca2',
  'frock/folded': '418456580a505922f0938d9f25113fc313918d4b7ae9d24d889c1a294e143571',
  'skirt/front': 'f8347666739609129ed04f48101274be5c8327707a02f1528279225409acfd3a',
  'skirt/back': '6e48eb88866d96d3e9d1a979e6976006aa5be36e7245aebc9c1f858671aca6f1',
  'skirt/detail': 'bdb97e289d97c0f586d6e2a7fe333cce22874e4bc94e8d46ec9d2ba6018a3791',
  'skirt/folded': '35123cd1990a89457e72bd62a74f95b2ac6bd1f370459a7e94d683e55bd83fb7',
  'shorts/front': '450e542bdf31854ea17f6d653b1c85981f28168aa976a8d41fe023430ae38d60',
  'shorts/back': 'fb675bd7ad6d255289119b9b52dcae33336c1202925e2ffe72fc87900755c54c',
  'shorts/detail': '49126e1a4dbf3fb97c8d24e02cc7f821ad4d19f277f61aabf2c8a34a50f64a0a',
  'shorts/folded': '36714467f30e5add38ec95368e8a442109e1bf8f1809648c0cd008c97da31ef2',
  'pants/front': 'b1a45518c5413b035491207e0faaabc3876730654365ce98a9c701aa4f190fdf',
  'pants/back': 'b17b9b837df5b68bc321e8b749e383c1c8e580b66288f00bb41edf711cbca534',
  'pants/detail': '8e5a0380a847670869c67112271eca9faf11ae16e71b821e23a15a3668e91ab3',
  'pants/folded': 'e01d04e5665378fac1efe7e4f044f3b248e72e62d2328e5860963755ef69901c',
  'dungarees/front': '010170ef5110a6103e6e87be6d848b2800da7a6909285ba5e1adb689a882b5c9',
  'dungarees/back': 'a8f05c24aabe618bbd9645aeafd24c914abfb8299644996497ac5fef77ac6d92',
  'dungarees/detail': '5b8db92de53893a8cf2e0ff57e858faf4a8bd14f197e2947ef2346ba05d03451',
  'dungarees/folded': '66363fc91f209aba8eb802e63fa4241215515696fb0d94d92e821748ce08d470',
  'jacket/front': '010e66e610a64f5016a6a656f8c1ab7cd5a24aefa672353e6e08d9bc921f51ba',
  'jacket/back': '370a38639febfba9561dd8230a03b5986895988800638320b384724d2d1e0437',
  'jacket/detail': 'd8733983efe2ddb59b1a8a09b686c4c4a322ae9dcc86f1a67de1f7b0179cc546',
  'jacket/folded': '6edddcbf646499574f097a5002e731656a647fa49bfea5ac9a68bff3a65bae50',
  'pyjama-set/front': 'd7549dbc7494b0c9bf8dbb1c09f435a26874498ddd7716cda4eb410cffa5cbc2',
  'pyjama-set/back': 'd07fbba5aaa44c1de6fae500a1a3f9bf8b0289ae54237232c5e3c9a47d5b8d2f',
  'pyjama-set/detail': 'd9131c039abff3de9fd9c437b2512edd336e4c44c66a9061fc7623fc75b0eaf7',
  'pyjama-set/folded': 'dd485dc6ebe0a80919554d19009e6cf7a0680684c1ee5c839439eab0d6d981f3',
  'romper/front': 'a7d3a92d251ca3dd4669490cd2671c0e828f8ea8711c274c8105e7f3b9ffdaef',
  'romper/back': '7e1fc9c69e4a376cad0a2454a48216afca80f0cb0e35ee568e55b9444b00d14d',
  'romper/detail': 'c4adbbfc5363a618430c48c0996dddce9c46ddb642f684c7e08261803b505d1f',
  'romper/folded': '2676e0235d06214c1d5b85b003f2ad3409b893d8026e18e476ed82b1a7cddea8',
  'onesie/front': '551c53a2c4da24b686683e00ee8fe5dcb02de78e4b1bc106e9d9cbcaa0440ec2',
  'onesie/back': '0f0c09e8b554482b06899b1b13a7cf2a591dba41b1a5b5d85e8691f574b66e36',
  'onesie/detail': 'bcc2d23754b02eb46afb278bb8b4cd0025ebb365a39db7edff98cfa275aeff7f',
  'onesie/folded': '3e295f039ccad4648fa6a8d0bd2fb061f39f5f18287a54fd99d25cb78a756b3e',
  'shoe/front': '8879a2ab3d422029bd322dcf00c65d9212cdcfdf0316e57cba39d27dc91c2fac',
  'shoe/back': '596793759375e2e8ffca871512177bbc0439a4843907449ac3b55fbfe3c19ad5',
  'shoe/detail': '2da86d453eb7e1fe637a380b8d1bb3dd12b4280ff1ef3b355cdfd2492bce8a74',
  'shoe/folded': '28257cf91322baad6b50779e1d1546d3590ee9fee99e531473fa61f7ed50cd42',
  'sandal/front': 'a96f221d7c0d56049a0d57711a6aa2033dc616030a9f2bf82a9e53f107045712',
  'sandal/back': '90c9ccc2efdce055387a6cd1e1be96ee08ca8563ed7add9813f62a02c10939c3',
  'sandal/detail': '5d5e81a228c2a75d9741aadeedfb1127e68cb8a1677ddb90a2704b9d7cfed9bf',
  'sandal/folded': 'f6b636c227c065e6b7efa177029a5d79d55176292a7d14b105a10030c193cd85',
  'booties/front': '8bee6b94d4e1462e4e80ac80f7d61daaa17b95ba8f0ca3cccf7256d252f3ed00',
  'booties/back': '1537777960137fef44e7acdc4522c8c3702f6983a733a08527e9be455da4e05c',
  'booties/detail': '51421d351105c7a02bbbd9aecceb86c0a841c7604021499d642c21626171077f',
  'booties/folded': 'd9a9deef0ff51b43218fd5cd81a98c7e3b33318138f50908a06b334e99908305',
  'cap/front': '9959f2b5ad80565e4177ba8d4fefbb99bd52217d3d9656b2873f65e1027a132e',
  'cap/back': 'c712458875000f847e34652f954707756f72aec41bee48e2581d71e3ce792e11',
  'cap/detail': 'be53fcc775ae258882645a7ce604c60533c438bb2d3c1f88e7cd8f9559445f09',
  'cap/folded': '427b8f00fe4bd76bce0553f3795ba10ca7d6c10a95906a2127ca23383225dbc3',
  'bag/front': 'c1e87c798eafc580a59c49fbcd76ac86ae77dbdf767c868436220ae8d6f0b616',
  'bag/back': '5e3676fe33ec0ec86b6f898f6325bba383c0218ba257bee4d5e0ddfa29f9df05',
  'bag/detail': '244d386b7270db4c351158e37e21400f428186dfcdf7884a4ae802a80cc87546',
  'bag/folded': 'af89b494acef1653a48cb6162f786d4216110605567137f94230d01ba9dfe084',
  'socks/front': '71e80d24c691a72a3bc21a4e32c11b48bf4e35ed3ed54092e7ccd88e167730d9',
  'socks/back': 'd53a80c78b9cc9ec2b1ee737d7104948ac2bfcf96be1957efeedba30b30d019a',
  'socks/detail': '7060e7b4e65973a6e1e98955b20c724853309abc96d46e949b6599c8fd50cd50',
  'socks/folded': '4c4f243a351be8e1634574976c0eb9f32ef8bddb448e1553ddcebfc88e064356',
  'hairband/front': 'f7227de472adb01d875a5f9109194a8ad4d1d5d640310936c5d9bc6bb548e26a',
  'hairband/back': '9bf79fbbc6a2caa7367de84ff74c175685c35cb44386bbd4c5ef9c700ea54c2f',
  'hairband/detail': 'e2ee562fe661d7cd941af021fb7e0eb2ed939ae329e0662d67fc62ef3b0be788',
  'hairband/folded': '79af54ab1fc6140e8647c6698f9176fafe8d86e837908f32ce10a7b184b50dd3',
  'bib/front': '996fdb3a85afbcde49cda64817ea2816f9225e773107ad560e5e136b6c6bf69c',
  'bib/back': 'cf35908969b29c37ce20165996ded451d689cd6e5b51d69c46b11eca65fff21f',
  'bib/detail': 'faceb2d97253637666e801076e50b8c9386ebbb2e2ccf20e915d88aebbe2f746',
  'bib/folded': '09d404a478703acbefab5f8edac28d3a81d283d284c7e8f82cd460bdc0c53ab3',
  'mittens/front': '5d1d77ae8e458b5d212787e4c89a4003180119d30a5d2e5f0cf59534b806b3c7',
  'mittens/back': 'c6a692754cb57d95d1d01a5483796b3185a66de7518e70c5a6ef3a91e3f9ebfb',
  'mittens/detail': 'd009536e7e8338f3ca185424b299172744f75b090098579d6cd5892114d309b2',
  'mittens/folded': '5b76e9ea9cf14289955eb51443435c0b71679534a54d3e9fd94d2e48f43867cd',
};
const PINNED_DEMO = '702efdd03ebd9ff5a0dc19d09ec6d32bee9caf98d99dea9da66af90bdd5e1d9d';

/** A dark, a light (its outline is drawn darker) and a short-hex palette besides the usual one. */
const PINNED_COLOURS = [
  { colour: '#E8735F', accent: '#FFF4E0', background: '#DDEBF7' },
  { colour: '#F4F1EA', accent: '#34507A', background: '#FDE2E4' },
  { colour: '#34507A', accent: '#FFC857', background: '#E6F4EA' },
  { colour: '#abc', accent: '#123', background: '#fed' },
];

describe('the pictures the demo shop is seeded with', () => {
  it.each(Object.keys(PINNED))('draws %s exactly as pinned', (key) => {
    const [kind, view] = key.split('/') as [GarmentKind, GarmentView];
    const digest = createHash('sha256');
    for (const colours of PINNED_COLOURS) {
      for (const pattern of GARMENT_PATTERNS) {
        digest.update(renderGarmentSvg({ kind, view, pattern, ...colours })).update('\0');
      }
    }
    expect(digest.digest('hex')).toBe(PINNED[key]);
  });

  it('pins every kind in every view', () => {
    expect(Object.keys(PINNED).sort()).toEqual(
      GARMENT_KINDS.flatMap((kind) => GARMENT_VIEWS.map((view) => `${kind}/${view}`)).sort(),
    );
  });

  it('draws every picture of the demo catalogue exactly as pinned', () => {
    const digest = createHash('sha256');
    let pictures = 0;
    for (const product of DEMO_PRODUCTS) {
      for (const art of product.art) {
        digest.update(renderGarmentSvg(art)).update('\0');
        pictures += 1;
      }
    }
    expect(pictures).toBe(224);
    expect(digest.digest('hex')).toBe(PINNED_DEMO);
  });
});
