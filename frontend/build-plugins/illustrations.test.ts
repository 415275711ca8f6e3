import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATION_FOLDERS, isIllustration } from '../src/components/image/illustration-variants';
import { askDevServer } from './dev-middleware.test-helper';
import { drawIllustration, illustrations } from './illustrations';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">' +
    '<rect width="200" height="200" fill="#0d5f8c"/><rect x="200" width="200" height="200" fill="#ff6f59"/></svg>',
);

describe('drawIllustration', () => {
  it.each([480, 960])('draws the SVG as a WebP picture %i px wide, in its proportions and colours', async (width) => {
    const picture = await drawIllustration(SVG, width);
    const { format, width: drawn, height } = await sharp(picture).metadata();
    expect(format).toBe('webp');
    expect(drawn).toBe(width);
    expect(height).toBe(width / 2);
    // Left half blue, right half coral, as drawn by the vector.
    const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) =>
      Array.from(
        data.subarray(
          (Math.floor(height! / 2) * info.width + x) * info.channels,
          (Math.floor(height! / 2) * info.width + x) * info.channels + 3,
        ),
      );
    const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]!) <= 12);
    expect(near(pixel(width / 4), [0x0d, 0x5f, 0x8c])).toBe(true);
    expect(near(pixel((3 * width) / 4), [0xff, 0x6f, 0x59])).toBe(true);
  });
});

describe('the illustrations the site ships', () => {
  it('are all drawn as pictures, so a page never asks for a picture the build did not write', () => {
    for (const folder of ILLUSTRATION_FOLDERS) {
      const files = readdirSync(join(__dirname, '../public/images', folder)).filter((file) => file.endsWith('.svg'));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(isIllustration(`/images/${folder}/${file}`), file).toBe(true);
    }
  });
});

describe('the development server', () => {
  const serve = (url: string) => askDevServer(illustrations(), url);

  it('draws a picture it is asked for, as the build writes it', async () => {
    const answer = await serve('/images/gear/suunto-d5.480.webp?import');
    expect(answer.type).toBe('image/webp');
    expect((await sharp(answer.body!).metadata()).width).toBe(480);
  });

  it('passes on every other address: another width, an unknown illustration, other files', async () => {
    for (const url of [
      '/images/gear/suunto-d5.700.webp',
      '/images/gear/no-such-thing.480.webp',
      '/images/gear/suunto-d5.svg',
      '/src/main.tsx',
    ]) {
      expect((await serve(url)).next, url).toBe(true);
    }
  });
});
