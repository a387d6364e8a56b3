// A Transform that gathers small chunks into blocks of at least `size` bytes. The CSV stream emits
// one chunk per row (about 200 bytes); handed to the zip one by one, each became its own deflate
// job on libuv's thread pool, and a 20,000-row export spent most of its time waiting for those
// round trips (the process idle in the profile, docs/performance/issue-14-15-latency.md).
import { Transform } from 'node:stream';

export function batchedChunks(size = 64 * 1024): Transform {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      pending.push(buffer);
      pendingBytes += buffer.length;
      if (pendingBytes >= size) {
        this.push(Buffer.concat(pending, pendingBytes));
        pending = [];
        pendingBytes = 0;
      }
      done();
    },
    flush(done) {
      if (pendingBytes > 0) this.push(Buffer.concat(pending, pendingBytes));
      done();
    },
  });
}
