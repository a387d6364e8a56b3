// Payment answers for component tests, shaped by the contracts.
import type { OrderRecord, PaymentRecord } from '@mti/contracts/account/account-api';
import type { ProspectTransaction } from '@mti/contracts/prospects/prospects-api';

export function storedCard(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    firstname: 'Maria',
    lastname: 'Member',
    last4digits: '1111',
    exp_yyyymm: `${new Date().getFullYear() + 3}07`,
    street: '4120 Spindle Row',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    brand: 'visa',
    ...overrides,
  };
}

export function order(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: 1001,
    created_date: new Date(Date.now() - 20 * 86_400_000).toISOString(),
    total: 1495,
    description: '<strong>USMTO</strong> annual subscription',
    ...overrides,
  };
}

export function prospectTransaction(overrides: Partial<ProspectTransaction> = {}): ProspectTransaction {
  return {
    amount: 495,
    comment: '1,240 registrant contacts with e-mail opt-in, as a CSV download',
    is_processed: 0,
    is_cancelled: 0,
    app_title: 'Prospect Download History',
    item: 'IMTS 2026 Registrants — Metal Cutting, Great Lakes',
    appurl: 'analyzer/viewer/mtprospect-downloads',
    ...overrides,
  };
}

export const siteConfig = {
  roles: { mtprospect: 'mtprospect' },
  stateList: [
    { state_code: 'OH', state_name: 'Ohio' },
    { state_code: 'IL', state_name: 'Illinois' },
  ],
  supportEmail: 'support@mti-portal.example',
  supportPhone: '(703) 555-0142',
  decommissionDate: '2025-12-31',
};
