import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStore } from '../../lib/file-store.ts';
import { renderDemoPhoto, writeDemoPhotos } from './demo-images.ts';

let mediaDir: string;
const store = () => directoryStore(mediaDir);
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'demo-images-'));
});
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

describe('renderDemoPhoto', () => {
  it('is deterministic per name and differs between names of one motif', async () => {
    const a = await renderDemoPhoto({ name: 'namesti-a', motif: 'square', aspect: 'wide' });
    const again = await renderDemoPhoto({ name: 'namesti-a', motif: 'square', aspect: 'wide' });
    const b = await renderDemoPhoto({ name: 'namesti-b', motif: 'square', aspect: 'wide' });
    expect(a.equals(again)).toBe(true);
    expect(a.equals(b)).toBe(false);
    expect(await sharp(a).metadata()).toMatchObject({ width: 1600, height: 900 });
  });
});

describe('writeDemoPhotos', () => {
  const photos = [{ name: 'kostel-portret', motif: 'church', aspect: 'portrait' }] as const;

  it('stores a portrait photo as a 1067×1600 jpg with WebP variants 400 and 800', async () => {
    await writeDemoPhotos(store(), [...photos]);
    const jpg = await sharp(path.join(mediaDir, 'demo/kostel-portret.jpg')).metadata();
    expect(jpg).toMatchObject({ format: 'jpeg', width: 1067, height: 1600 });
    for (const width of [400, 800]) {
      const webp = await sharp(path.join(mediaDir, `demo/kostel-portret-${width}.webp`)).metadata();
      expect(webp).toMatchObject({ format: 'webp', width });
    }
    await expect(stat(path.join(mediaDir, 'demo/kostel-portret-1200.webp'))).rejects.toThrow();
  });

  it('does not rewrite photos already stored', async () => {
    const file = path.join(mediaDir, 'demo/kostel-portret.jpg');
    const before = (await stat(file)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeDemoPhotos(store(), [...photos]);
    expect((await stat(file)).mtimeMs).toBe(before);
  });
});
