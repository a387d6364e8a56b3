// The campaign message the sender builds itself (mime.ts, decision 094) against the one nodemailer's
// composer made from the same fields before: each is sent to its own real SMTP server
// (smtp-server) and parsed there (mailparser), and a reader must see the same headers, text and
// HTML parts, unsubscribe link, merge fallbacks and non-ASCII names.
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../test/smtp-server.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { buildMessage } from './mime.ts';
import { personalise } from './personalise.ts';
import { prepareCampaign } from './render.ts';
import { campaignMessageId, unsubscribeHeaders } from './sender.ts';
import { type CampaignMail, createCampaignTransport } from './transport.ts';

const composerInbox = await startTestSmtpServer();
const ownInbox = await startTestSmtpServer();
// nodemailer's composer, with the fields transport.ts gave it before decision 094.
const composer = nodemailer.createTransport(composerInbox.url);
const own = createCampaignTransport(ownInbox.url, null as unknown as Mailer, 60_000, 2);
afterAll(async () => {
  own.close();
  composer.close();
  await Promise.all([composerInbox.close(), ownInbox.close()]);
});

const UNSUBSCRIBE = 'http://localhost:8080/passport/unsubscribe/eyJzIjpbNDJdfQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

/** The campaign content rendered as the sender does (sanitised, footer, text part), for one contact. */
function campaignMail(
  contact: { first_name: string; company: string; email: string },
  sender: { from: string; subject: string; html: string },
): CampaignMail {
  const prepared = prepareCampaign({
    emailType: 'html',
    html: sender.html,
    template: null,
    subject: sender.subject,
    companyName: 'Summit Gear Straße & Söhne',
  });
  const message = personalise(
    prepared,
    { first_name: contact.first_name, company: contact.company, booth: 'N-1234' },
    { unsubscribeUrl: UNSUBSCRIBE },
  );
  return {
    from: sender.from,
    replyTo: 'replies@summit-gear.test',
    to: contact.email,
    ...message,
    messageId: campaignMessageId(7, 4242, 'summit-gear.test'),
    headers: unsubscribeHeaders(UNSUBSCRIBE),
  };
}

async function receivedBoth(mail: CampaignMail) {
  const arrived = (inbox: TestSmtpServer) => inbox.waitFor((m) => m.to.includes(mail.to));
  await composer.sendMail({ ...mail });
  await own.send(mail);
  const [byComposer, byUs] = await Promise.all([arrived(composerInbox), arrived(ownInbox)]);
  return { byComposer, byUs };
}

/** What a mail client shows of a message, and the headers the law and the sender rely on. */
const readerView = (m: Awaited<ReturnType<typeof receivedBoth>>['byUs']) => ({
  to: m.to,
  from: m.from,
  fromName: m.fromName,
  replyTo: m.replyTo,
  subject: m.subject,
  messageId: m.messageId,
  listUnsubscribe: m.headers['list-unsubscribe'],
  listUnsubscribePost: m.headers['list-unsubscribe-post'],
  text: m.text,
  html: m.html,
});

const HTML =
  '<p>Hi {{first_name|there}} of {{company}},</p><p>Visit us at booth {{booth}}: ' +
  '<a href="https://summit-gear.test/new?a=1&b=2">what is new</a>.</p>' +
  `<p>${'A long paragraph without much punctuation that goes on and on '.repeat(6)}</p>` +
  '<p>Prices = lower; 100% more =?UTF-8?Q?not_a_word?= and a line that ends in spaces   </p>';

describe('a campaign message built by the sender', () => {
  it('reads like the composer-built one: fallbacks filled, ASCII names', async () => {
    const mail = campaignMail(
      { first_name: '', company: 'Shop 7', email: 'r1@inbox.test' },
      {
        from: '"Summit Sales" <sales@summit-gear.test>',
        subject: 'Hello {{first_name|friend}} from booth {{booth}}',
        html: HTML,
      },
    );
    const { byComposer, byUs } = await receivedBoth(mail);
    expect(readerView(byUs)).toEqual(readerView(byComposer));
    expect(byUs.subject).toBe('Hello friend from booth N-1234');
    expect(byUs.text).toContain('Hi there of Shop 7,');
    expect(byUs.html).toContain(`<a href="${UNSUBSCRIBE}">`);
    expect(byUs.headers['list-unsubscribe']).toBe(`<${UNSUBSCRIBE}>`);
    expect(byUs.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(byUs.messageId).toBe('<campaign-7.send-4242@summit-gear.test>');
  });

  it('reads like the composer-built one: non-ASCII sender, contact and a long subject', async () => {
    const mail = campaignMail(
      { first_name: 'Zoë 山田 🚀', company: 'Müller & Søn <GmbH>', email: 'r2@inbox.test' },
      {
        from: '"Jürgen Groß — Vertrieb" <vertrieb@summit-gear.test>',
        subject: `Grüße, {{first_name}}: ${'die neuen Maschinen für {{company}} '.repeat(3)}`,
        html: `${HTML}<p>Ça coûte moins — ${'€'.repeat(40)}</p>`,
      },
    );
    const { byComposer, byUs } = await receivedBoth(mail);
    expect(readerView(byUs)).toEqual(readerView(byComposer));
    expect(byUs.fromName).toBe('Jürgen Groß — Vertrieb');
    const [head = ''] = buildMessage(mail).raw.toString('utf8').split('\r\n\r\n', 1);
    expect(head).toMatch(/^[\x20-\x7e\r\n]*$/); // headers in ASCII: names and subject as RFC 2047 words
    expect(byUs.subject).toContain('Grüße, Zoë 山田 🚀: die neuen Maschinen für Müller & Søn <GmbH>');
    expect(byUs.html).toContain('Hi Zoë 山田 🚀 of Müller &amp; Søn &lt;GmbH&gt;,');
  });

  it('keeps lines within the limits and text that looks like MIME syntax as it is', async () => {
    const mail: CampaignMail = {
      ...campaignMail(
        { first_name: 'Ann', company: 'Dots', email: 'r3@inbox.test' },
        { from: 'sales@summit-gear.test', subject: 'Plain =?not-encoded?= subject', html: '<p>x</p>' },
      ),
      text: `.\n.. a line that starts with dots\r\n--=_mti-campaign-part\nTabs\tand trailing\t\n${'x'.repeat(300)}\n= =3D end`,
      html: `<pre>.\n${'é'.repeat(100)}</pre>`,
    };
    const { byComposer, byUs } = await receivedBoth(mail);
    expect(readerView(byUs)).toEqual(readerView(byComposer));
    expect(byUs.text).toContain('--=_mti-campaign-part\nTabs\tand trailing\t\n');
    const raw = buildMessage(mail).raw.toString('utf8');
    const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
    expect(head.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    expect(body.split('\r\n').every((line) => line.length <= 76)).toBe(true);
    expect(raw).not.toMatch(/[^\r]\n/); // CRLF only
  });
});
