// Campaign rendering for the web server (editing, preview, queueing): prepare-content.ts with
// sanitize-html and html-to-text loaded at start. The sender process does not import this file.
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import { createPreparer } from './prepare-content.ts';

export const { sanitizeCampaignHtml, prepareCampaign } = createPreparer({ sanitizeHtml, convert });
