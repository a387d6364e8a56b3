// One autocannon measurement, reduced to what the tables print.
import autocannon from 'autocannon';

/** { title, rps, p50, p99, ok, other } of `connections` clients for `duration` seconds. */
export function measure(title, { connections, duration, ...options }) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        title,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        ok: result['2xx'],
        other: result.non2xx + result.errors + result.timeouts,
      });
    });
  });
}
