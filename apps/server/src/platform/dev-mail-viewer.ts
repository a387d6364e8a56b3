// /dev/mail: the messages the portal "sent" while no SMTP relay is configured. Anyone who can reach
// it reads every message, reset links included, so it is served only with DEV_MAIL=1 (config.ts,
// decision 026), which npm run dev and the demo npm start set when SMTP_URL is unset.
import type { FastifyInstance } from 'fastify';
import type { Mailer } from './mail.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export const DEV_MAIL_BANNER =
  'Development mail viewer: it shows every message the portal has sent, to every address, including password reset links. It is on because DEV_MAIL=1; never enable it on a server that real users reach.';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1b2430}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #dde;padding:.4rem;text-align:left}iframe{width:100%;height:70vh;border:1px solid #ccd}pre{white-space:pre-wrap;background:#f5f6f8;padding:1rem}[role=alert]{background:#fff4d6;border:1px solid #e0b040;padding:.6rem 1rem;margin-bottom:1rem}</style></head><body><p role="alert">${escapeHtml(DEV_MAIL_BANNER)}</p>${body}</body></html>`;

export async function devMailViewerRoutes(app: FastifyInstance, { mailer }: { mailer: Mailer }) {
  if (app.config.isProduction) app.log.warn('DEV_MAIL=1: /dev/mail shows every message sent, to anyone who asks');
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await mailer.listStored();
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escapeHtml(new Date(m.sentAt).toLocaleString('en-US', { timeZone: 'America/New_York' }))}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mail/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html')
      .send(
        page(
          'Development mail',
          `<h1>Development mail</h1><table><thead><tr><th>Sent (Eastern)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table>`,
        ),
      );
  });
  app.get<{ Params: { id: string } }>('/dev/mail/:id', { schema: { hide: true } }, async (request, reply) => {
    const mail = await mailer.readStored(request.params.id);
    if (!mail) return reply.status(404).type('text/html').send(page('Not found', '<p>No such message.</p>'));
    // The message's HTML is shown in a sandboxed frame: it cannot run scripts here.
    const srcdoc = escapeHtml(mail.html);
    return reply
      .type('text/html')
      .send(
        page(
          mail.subject,
          `<p><a href="/dev/mail">← All messages</a></p><h1>${escapeHtml(mail.subject)}</h1><p>From ${escapeHtml(mail.from)} to ${escapeHtml(mail.to)}</p><iframe sandbox title="Message" srcdoc="${srcdoc}"></iframe><h2>Text part</h2><pre>${escapeHtml(mail.text)}</pre>`,
        ),
      );
  });
}
