// The HTTP servers the fakes and stand-ins run on 127.0.0.1: started on a port (0: any free one) and
// stopped without waiting for open connections, since some tests leave a request hanging on purpose.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on 127.0.0.1 and resolves to the server's origin, e.g. `http://127.0.0.1:51234`. */
export async function listen(server: Server, port = 0): Promise<string> {
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Ends the open connections (hanging requests included), then closes the server. */
export async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
}

/** A server for an async handler: a handler that throws answers 500 with the error. */
export function serverFor(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Server {
  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
}
