// The small server-rendered pages behind the links of campaign e-mails (no login, no web app): each
// GET shows one confirm button (a link scanner that follows links changes nothing), each POST acts.
import { CAMPAIGN_POSTAL_ADDRESS } from '@mti/contracts/passport/campaigns-api';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function publicPage(title: string, message: string, form?: { action: string; button: string }): string {
  const { organisation, street, city } = CAMPAIGN_POSTAL_ADDRESS;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937">
<h1 style="font-size:1.4rem;color:#0b1f44">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${
  form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit" style="background:#0b1f44;color:#fff;border:0;padding:.6rem 1.2rem;border-radius:4px;font-size:1rem">${escapeHtml(form.button)}</button></form>`
    : ''
}
<p style="margin-top:3rem;font-size:.8rem;color:#6b7280">${escapeHtml(organisation)}, ${escapeHtml(street)}, ${escapeHtml(city)}</p>
</body></html>`;
}
