// Calls of the contributions API as the screens make them: AGMA uploads (multipart) and USMTO in
// Advance, plus the test clock (CONTRIBUTIONS_CLOCK_CONTROL=1).
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './sign-in.ts';

export const AGMA_HEADER = 'report_id,item_no,rpt_date,units,orders_dollars,shipments_dollars';

export function contributionsApi(app: FastifyInstance, user: SignedIn) {
  const headers = user.headers;
  /** A multipart POST of one file in the field `file`, as the browser sends it. */
  async function postFile(url: string, name: string, content: string | Buffer) {
    const form = new FormData();
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    const encoded = new Response(form);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': encoded.headers.get('content-type') as string },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }
  return {
    uploadAgma: (name: string, content: string | Buffer) => postFile('/api/contributions/agma/uploads', name, content),
    uploadUsmto: (period: string, name: string, content: string | Buffer) =>
      postFile(`/api/contributions/usmto-advance/periods/${period}/uploads`, name, content),
    agmaUploads: () => app.inject({ url: '/api/contributions/agma/uploads', headers }),
    agmaVersion: (rptDate: string, version: number) =>
      app.inject({ url: `/api/contributions/agma/uploads/${rptDate}/versions/${version}`, headers }),
    usmtoStatus: () => app.inject({ url: '/api/contributions/usmto-advance', headers }),
    submitUsmto: (period: string, lines: { category: string; units: string; orders_dollars: string }[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/contributions/usmto-advance/periods/${period}`,
        headers,
        payload: { lines },
      }),
    aggregate: (period: string) =>
      app.inject({ url: `/api/contributions/usmto-advance/periods/${period}/aggregate`, headers }),
    setClock: async (now: string | null) => {
      const res = await app.inject({ method: 'PUT', url: '/api/contributions/test-clock', headers, payload: { now } });
      if (res.statusCode !== 200) throw new Error(`test-clock: ${res.statusCode} ${res.body}`);
    },
  };
}

/** A good AGMA file of `rows` rows for the month ending rptDate. */
export function agmaFile(rptDate: string, rows: number, delimiter = ','): string {
  const lines = [AGMA_HEADER.replaceAll(',', delimiter)];
  for (let i = 0; i < rows; i++) {
    const report = [1, 2, 3, 4, 5, 7, 8, 9][i % 8];
    lines.push([report, 3 + (i % 129), rptDate, i % 1000, `${1000 + i}.25`, `${2000 + i}.5`].join(delimiter));
  }
  return `${lines.join('\n')}\n`;
}
