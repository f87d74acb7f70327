import { randomBytes } from 'node:crypto';
import { mkdir, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Stores bytes under a fresh key in `folder`; returns the key. */
  put(folder: string, extension: string, data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
}

const KEY_PATTERN = /^[a-z0-9-]+\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/** Local-folder storage (the default). Keys are random and checked, so no path can escape the folder. */
export function createLocalStorage(root: string): Storage {
  return {
    async put(folder, extension, data) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return key;
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return null;
      try {
        return await readFile(path.join(root, key));
      } catch {
        return null;
      }
    },
  };
}
