import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStore } from './file-store.ts';
import { storeImage } from './images.ts';

let mediaDir: string;
const store = () => directoryStore(mediaDir);
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'images-'));
});
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();

const metadata = (file: string) => sharp(path.join(mediaDir, file)).metadata();

describe('storeImage', () => {
  it('stores a jpg fallback and WebP variants of the widths not above the original', async () => {
    const stored = await storeImage(await image(1000, 500), store(), 'a/wide');
    expect(stored).toEqual({ url: '/media/a/wide.jpg', width: 1000, height: 500 });
    expect(await metadata('a/wide.jpg')).toMatchObject({ format: 'jpeg', width: 1000, height: 500 });
    for (const width of [400, 800]) {
      expect(await metadata(`a/wide-${width}.webp`)).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
    await expect(stat(path.join(mediaDir, 'a/wide-1200.webp'))).rejects.toThrow();
  });

  it('gives a narrow image a single variant of its own width', async () => {
    expect(await storeImage(await image(300, 200), store(), 'small')).toMatchObject({ width: 300, height: 200 });
    expect(await metadata('small-300.webp')).toMatchObject({ format: 'webp', width: 300 });
    await expect(stat(path.join(mediaDir, 'small-400.webp'))).rejects.toThrow();
  });

  it('does no work the second time', async () => {
    const input = await image(500, 400);
    await storeImage(input, store(), 'again');
    const files = ['again.jpg', 'again-400.webp'].map((f) => path.join(mediaDir, f));
    const before = await Promise.all(files.map(async (f) => (await stat(f)).mtimeMs));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storeImage(input, store(), 'again')).toEqual({ url: '/media/again.jpg', width: 500, height: 400 });
    expect(await Promise.all(files.map(async (f) => (await stat(f)).mtimeMs))).toEqual(before);
  });

  it('applies EXIF rotation', async () => {
    const rotated = await sharp(await image(600, 300))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(rotated).metadata()).toMatchObject({ width: 600, height: 300, orientation: 6 });
    expect(await storeImage(rotated, store(), 'rotated')).toMatchObject({ width: 300, height: 600 });
    const jpg = await metadata('rotated.jpg');
    expect(jpg).toMatchObject({ width: 300, height: 600 });
    expect(jpg.orientation).toBeUndefined();
  });

  it('rejects what is no image', async () => {
    await expect(storeImage(Buffer.from('just some text'), store(), 'text')).rejects.toThrow(/Not a readable image/);
  });
});
