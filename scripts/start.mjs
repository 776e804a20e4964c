// `npm start`: builds once if there is no build yet, then runs the production server.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'build/server-dist/server/main.js');
const built = [serverEntry, path.join(root, 'build/server/index.js'), path.join(root, 'build/client')].every((file) =>
  existsSync(file),
);

if (!built) {
  console.log('No build yet: building the site first (npm run build)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
process.env.NODE_ENV = 'production';
await import(pathToFileURL(serverEntry).href);
