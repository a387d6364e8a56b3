/** The audit log's filters, as the address and the server name them. */
export const AUDIT_LOG_PAGE_FILTERS = ['user', 'action', 'from', 'to', 'q'] as const;
