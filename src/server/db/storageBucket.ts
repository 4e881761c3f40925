/**
 * A private Supabase Storage bucket through its REST API with the service key (never sent to a browser),
 * for the private file stores that keep their files there in production: transfer slips (decision 0064)
 * and time-stamped e-Tax copies (decision 0076). Here, beside the database port, because billing may
 * reach only db/, http/ and config outside its folder (decision 0077). An upload never overwrites; a
 * missing object is null; any other failure throws, its message naming `what` ('slip', ...).
 */
export interface StorageBucket {
  put(path: string, contentType: string, bytes: Uint8Array): Promise<void>;
  get(path: string): Promise<Uint8Array | null>;
}

export function storageBucket(
  url: string,
  serviceRoleKey: string,
  bucket: string,
  what: string,
  fetcher: typeof fetch = fetch,
): StorageBucket {
  const headers = { Authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey };
  const objectPath = (path: string) => `${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
  return {
    async put(path, contentType, bytes) {
      const response = await fetcher(`${url}/storage/v1/object/${objectPath(path)}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': contentType, 'x-upsert': 'false' },
        body: new Uint8Array(bytes),
        signal: AbortSignal.timeout(20_000),
      });
      if (!response.ok) throw new Error(`${what} upload answered ${response.status}`);
    },
    async get(path) {
      const response = await fetcher(`${url}/storage/v1/object/authenticated/${objectPath(path)}`, {
        headers,
        signal: AbortSignal.timeout(20_000),
      });
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok) throw new Error(`${what} download answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
