// The messages of the product-news subscription. Every one carries a working unsubscribe link.
import type { MailMessage } from '../../platform/mail.ts';

const BRAND = 'MTI Portal';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Paragraph = string | { text: string; link: { label: string; url: string } };

function compose(to: string, subject: string, paragraphs: Paragraph[], unsubscribeUrl: string): MailMessage {
  const footer: Paragraph = {
    text: 'You receive this message because this address was entered in the product-news sign-up on our site.',
    link: { label: 'Unsubscribe', url: unsubscribeUrl },
  };
  const all = [...paragraphs, footer];
  const text = all.map((p) => (typeof p === 'string' ? p : `${p.text}\n${p.link.label}: ${p.link.url}`)).join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;line-height:1.5">',
    ...all.map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p>${escapeHtml(p.text)}<br><a href="${escapeHtml(p.link.url)}">${escapeHtml(p.link.label)}</a></p>`,
    ),
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

export function confirmationMail(to: string, links: { confirmUrl: string; unsubscribeUrl: string }): MailMessage {
  return compose(
    to,
    `Please confirm your subscription to ${BRAND} product news`,
    [
      'Hello,',
      {
        text: `Someone — we hope you — asked to receive ${BRAND} product news at this address. Please confirm with the link below; it is valid for 7 days.`,
        link: { label: 'Confirm my subscription', url: links.confirmUrl },
      },
      'If you did not ask for this, ignore this message and you will hear nothing more from us.',
    ],
    links.unsubscribeUrl,
  );
}

export function welcomeMail(to: string, links: { unsubscribeUrl: string }): MailMessage {
  return compose(
    to,
    `You are subscribed to ${BRAND} product news`,
    [
      'Hello,',
      'Thank you for confirming. You will receive news of data releases, product features and webinars, about once a month.',
    ],
    links.unsubscribeUrl,
  );
}

export function alreadySubscribedMail(to: string, links: { unsubscribeUrl: string }): MailMessage {
  return compose(
    to,
    `You are already subscribed to ${BRAND} product news`,
    [
      'Hello,',
      'Someone asked to subscribe this address to our product news. It is already subscribed, so nothing has changed.',
    ],
    links.unsubscribeUrl,
  );
}
