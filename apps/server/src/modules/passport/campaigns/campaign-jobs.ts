// The campaign job handlers: sending, proofs, the domain confirmation mail and the sweep.
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_JOBS } from './job-kinds.ts';
import { runCampaignSender, type SenderDeps, sendCampaignProofs, sweepCampaigns } from './sender.ts';
import { createCampaignTransport } from './transport.ts';

export function defineCampaignJobs(app: FastifyInstance, secret: string) {
  const transport = createCampaignTransport(
    app.config.SMTP_URL,
    app.mailer,
    app.config.CAMPAIGN_SEND_LEASE_MS,
    app.config.CAMPAIGN_SMTP_CONNECTIONS,
  );
  app.addHook('onClose', async () => transport.close());
  const deps: SenderDeps = { db: app.db, config: app.config, secret, transport, workerId: app.jobs.workerId };
  app.jobs.define(CAMPAIGN_JOBS.send, (payload, context) =>
    runCampaignSender(deps, Number(payload.campaign_id), context.now, context.log),
  );
  app.jobs.define(CAMPAIGN_JOBS.proof, (payload) =>
    sendCampaignProofs(deps, payload as Parameters<typeof sendCampaignProofs>[1]),
  );
  app.jobs.define(CAMPAIGN_JOBS.domainConfirmation, async (payload) => {
    const { email, domain, token, company } = payload as {
      email: string;
      domain: string;
      token: string;
      company: string;
    };
    const link = `${app.config.PUBLIC_URL}/passport/sender-domains/confirm/${token}`;
    await app.mailer.send({
      to: email,
      subject: `Confirm ${domain} as a sender domain of ${company}`,
      text: `${company} asked to send Exhibitor Passport e-mail campaigns from addresses at ${domain}.\n\nTo confirm, open this link within 7 days:\n${link}\n\nIf you did not expect this, ignore this e-mail: nothing is sent from ${domain} without it.`,
      html: `<p>${escapeHtml(company)} asked to send Exhibitor Passport e-mail campaigns from addresses at <strong>${escapeHtml(domain)}</strong>.</p><p><a href="${escapeHtml(link)}">Confirm ${escapeHtml(domain)}</a> (valid for 7 days).</p><p>If you did not expect this, ignore this e-mail: nothing is sent from ${escapeHtml(domain)} without it.</p>`,
    });
  });
  app.jobs.defineRecurring(CAMPAIGN_JOBS.sweep, app.config.CAMPAIGN_SWEEP_MS, (_payload, context) =>
    sweepCampaigns(app.db, context.now),
  );
}

const escapeHtml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
