// A TCP port on 127.0.0.1 that nothing listens on right now, for a server a benchmark starts.
import { createServer } from 'node:net';

export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
