import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under `directory`, in every folder, whose name `wanted` accepts. */
export async function* filesUnder(directory: string, wanted: (name: string) => boolean): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, wanted);
    else if (wanted(entry.name)) yield path;
  }
}
