// Server answers for component tests, shaped by the contracts so that a contract change breaks them.
import type { ProductRecord } from '@mti/contracts/catalog/catalog-api';
import type { SessionResponse, UserDetails } from '@mti/contracts/identity/identity-api';

export function userDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    site_id: '1001',
    userid: 'member',
    name_first: 'Maria',
    name_last: 'Member',
    user_email: 'member@example.com',
    organization: 'Acme Tooling',
    is_mti_subscription_active: true,
    mti_sub_exp_date: null,
    is_amt_member: true,
    has_signed_eula: true,
    force_password_change: false,
    timss_customer: '1001',
    acting_admin: null,
    roles: ['usmto'],
    ...overrides,
  };
}

export function sessionReply(overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    token: 'access-token-1',
    site_id: '1001',
    expires_in: 900,
    force_password_change: false,
    has_signed_eula: true,
    acting_admin: null,
    is_valid: true,
    ...overrides,
  };
}

export function product(overrides: Partial<ProductRecord> = {}): ProductRecord {
  return {
    group_name: 'Market Intelligence',
    group_sort_order: 1,
    app_title: 'USMTO',
    app_img: 'usmto.svg',
    appurl: 'analytics/viewer/usmto-orders',
    target: '_self',
    terms_required: false,
    terms_accepted: false,
    terms_url: null,
    is_under_maintenance: false,
    maintenance_text: null,
    maintenance_start: null,
    maintenance_end: null,
    app_sort_order: 1,
    mti_role_name: 'usmto',
    menu_group_name: 'Reports',
    menu_sort_order: 1,
    short_name: 'Orders',
    url_key: 'orders',
    status: 1,
    ...overrides,
  };
}
