// The association's contact details, shown in the footer, on Support and in the status pages.
export const siteContact = {
  organisation: 'Manufacturing Technology Insights Association',
  street: '7901 Westpark Drive, Suite 400',
  city: 'McLean, VA 22102',
  email: 'support@mti-portal.example',
  phone: '(703) 555-0142',
  phoneHref: 'tel:+17035550142',
  fax: '(703) 555-0199',
  supportHours: 'Mon-Fri 8am-5pm EST',
} as const;
