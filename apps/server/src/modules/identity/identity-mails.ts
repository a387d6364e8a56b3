// The identity e-mails, each with an HTML and a text part. Links are built from PUBLIC_URL only.
import type { MailMessage } from '../../platform/mail.ts';

export type SupportContact = { email: string; phone: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const easternTime = (date: Date) =>
  `${date.toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'long', timeStyle: 'short' })} Eastern`;

function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:24px;background:#f4f6fa;font:15px/1.5 Arial,Helvetica,sans-serif;color:#1b2430"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;border-top:4px solid #14284b"><p style="margin:0 0 24px;font-weight:bold;font-size:18px;color:#14284b">MTI Portal</p>${body}</div></body></html>`;
}

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#14284b;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a>`;

const supportHtml = (s: SupportContact) =>
  `Questions? Contact support at <a href="mailto:${escapeHtml(s.email)}">${escapeHtml(s.email)}</a> or ${escapeHtml(s.phone)} (Mon-Fri 8am-5pm EST).`;
const supportText = (s: SupportContact) =>
  `Questions? Contact support at ${s.email} or ${s.phone} (Mon-Fri 8am-5pm EST).`;

export function resetLinkMail(o: {
  to: string;
  nameFirst: string;
  userid: string;
  link: string;
  support: SupportContact;
}): MailMessage {
  const subject = 'Reset your MTI Portal password';
  const greeting = `Hello ${o.nameFirst || o.userid},`;
  const intro = `We received a request to reset the password of your MTI Portal account (username: ${o.userid}).`;
  const validity = 'The link works once and expires in 60 minutes.';
  const ignore = 'If you did not ask for this, you can ignore this message: your password stays as it is.';
  return {
    to: o.to,
    subject,
    text: [greeting, intro, `Choose a new password here:\n${o.link}`, validity, ignore, supportText(o.support)].join(
      '\n\n',
    ),
    html: layout(subject, [
      escapeHtml(greeting),
      escapeHtml(intro),
      button(o.link, 'Choose a new password'),
      `${escapeHtml(validity)} If the button does not work, paste this address into your browser:<br><a href="${escapeHtml(o.link)}">${escapeHtml(o.link)}</a>`,
      escapeHtml(ignore),
      supportHtml(o.support),
    ]),
  };
}

export function usernameReminderMail(o: {
  to: string;
  userids: string[];
  signInUrl: string;
  support: SupportContact;
}): MailMessage {
  const subject = 'Your MTI Portal username';
  const many = o.userids.length > 1;
  const intro = many
    ? 'You asked for the usernames of the MTI Portal accounts registered to this e-mail address:'
    : 'You asked for the username of the MTI Portal account registered to this e-mail address:';
  const ignore = 'If you did not ask for this, you can ignore this message.';
  return {
    to: o.to,
    subject,
    text: [
      'Hello,',
      intro,
      o.userids.map((u) => `  ${u}`).join('\n'),
      `Sign in at ${o.signInUrl}`,
      ignore,
      supportText(o.support),
    ].join('\n\n'),
    html: layout(subject, [
      'Hello,',
      escapeHtml(intro),
      o.userids.map((u) => `<strong style="font-size:17px">${escapeHtml(u)}</strong>`).join('<br>'),
      button(o.signInUrl, 'Sign in'),
      escapeHtml(ignore),
      supportHtml(o.support),
    ]),
  };
}

export function passwordChangedMail(o: {
  to: string;
  nameFirst: string;
  userid: string;
  how: 'changed' | 'reset';
  at: Date;
  forgotPasswordUrl: string;
  support: SupportContact;
}): MailMessage {
  const subject = 'Your MTI Portal password was changed';
  const greeting = `Hello ${o.nameFirst || o.userid},`;
  const what = `The password of your MTI Portal account (username: ${o.userid}) was ${o.how === 'reset' ? 'reset through an e-mailed link' : 'changed'} on ${easternTime(o.at)}. Other sign-ins to your account were signed out.`;
  const ifNot = 'If this was not you, reset your password at once and tell our support team:';
  return {
    to: o.to,
    subject,
    text: [greeting, what, `${ifNot}\n${o.forgotPasswordUrl}`, supportText(o.support)].join('\n\n'),
    html: layout(subject, [
      escapeHtml(greeting),
      escapeHtml(what),
      escapeHtml(ifNot),
      button(o.forgotPasswordUrl, 'Reset my password'),
      supportHtml(o.support),
    ]),
  };
}
