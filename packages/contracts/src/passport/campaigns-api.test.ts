import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ACTION_RULES,
  CAMPAIGN_ACTIONS,
  CAMPAIGN_TRANSITIONS,
  canApply,
  FROM_EMAIL_REQUIRED,
  FROM_NAME_REQUIRED,
  INVALID_EMAIL,
  MERGE_FIELD_PATTERN,
  REPLY_TO_REQUIRED,
  sendProofBody,
  TOO_MANY_PROOF_RECIPIENTS,
  updateCampaignBody,
} from './campaigns-api.ts';

describe('campaign contracts', () => {
  it('every action leads along a transition of the status table', () => {
    for (const action of CAMPAIGN_ACTIONS) {
      for (const from of CAMPAIGN_ACTION_RULES[action].from) {
        expect(CAMPAIGN_TRANSITIONS[from], `${action} from ${from}`).toContain(CAMPAIGN_ACTION_RULES[action].to);
      }
    }
    expect(canApply('pause', 'finished')).toBe(false);
    expect(canApply('resume', 'paused')).toBe(true);
  });

  it('gives each blank or malformed sender field its own message', () => {
    const messages = (body: object) => updateCampaignBody.safeParse(body).error?.issues.map((i) => i.message);
    expect(messages({ from_name: ' ' })).toEqual([FROM_NAME_REQUIRED]);
    expect(messages({ from_email: '' })).toEqual([FROM_EMAIL_REQUIRED]);
    expect(messages({ reply_to: '' })).toEqual([REPLY_TO_REQUIRED]);
    expect(messages({ reply_to: 'a@b' })).toEqual([INVALID_EMAIL]);
  });

  it('allows proofs to five addresses at most', () => {
    const addresses = (n: number) => Array.from({ length: n }, (_, i) => `p${i}@proofs.test`);
    expect(sendProofBody.safeParse({ recipients: addresses(5) }).success).toBe(true);
    expect(sendProofBody.safeParse({ recipients: addresses(6) }).error?.issues[0]?.message).toBe(
      TOO_MANY_PROOF_RECIPIENTS,
    );
  });

  it('reads merge fields with and without a fallback', () => {
    const found = [...'Hi {{first_name|there}} of {{ company }} at {{booth}}'.matchAll(MERGE_FIELD_PATTERN)];
    expect(found.map((m) => [m[1], m[2]])).toEqual([
      ['first_name', 'there'],
      ['company', undefined],
      ['booth', undefined],
    ]);
  });
});
