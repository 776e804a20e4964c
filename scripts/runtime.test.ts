import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/lib/paths.ts';

const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const parts = (version: string) =>
  version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number);

// The tests run on the project's Node (decision 0042), not the machine's: CI prints which one ran.
describe('the runtime', () => {
  it(`is the project's Node.js (engines: ${manifest.engines.node})`, () => {
    console.log(`Node.js ${process.version} (${process.execPath})`);
    const [major = 0, minor = 0] = parts(process.version);
    const [floorMajor = 0, floorMinor = 0] = parts(manifest.engines.node);
    expect(major * 1000 + minor, process.version).toBeGreaterThanOrEqual(floorMajor * 1000 + floorMinor);
  });

  it('is the one npm installed beside the dependencies, where it installed one', () => {
    const pinned = path.join(projectRoot, 'node_modules/.bin/node');
    // A platform the registry carries no Node for installs none; the machine's runs there.
    if (!existsSync(pinned)) return;
    expect(realpathSync(process.execPath)).toBe(realpathSync(pinned));
  });
});
