import { access } from 'node:fs/promises';

/** Whether a file is there (and readable). */
export async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
