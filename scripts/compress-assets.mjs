// Writes .br and .gz beside every compressible file of the client build, so the
// server sends static files precompressed instead of compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;

let count = 0;
for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = await readFile(file);
  if (content.length < 1024) continue;
  await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`compressed ${count} files in build/client`);
