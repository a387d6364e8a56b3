// Three customer testimonials for Home (spec §3 Testimonial: quote, author, title, company).
// The people and companies are illustrative personas written for this site.
export type Testimonial = { quote: string; author: string; title: string; company: string };

export const testimonials: Testimonial[] = [
  {
    quote:
      'We rebuilt our sales territories around the market-potential numbers instead of habit. Two regions we had written off turned out to be our fastest-growing.',
    author: 'Dana Whitfield',
    title: 'Vice President of Sales',
    company: 'Northgate Machine Tool Supply',
  },
  {
    quote:
      'The monthly orders report is the first thing our leadership team looks at. When the three-month average turned, we adjusted production a quarter earlier than we would have.',
    author: 'Marcus Oyelaran',
    title: 'Director of Strategic Planning',
    company: 'Cedar Ridge Precision Systems',
  },
  {
    quote:
      'After the show we had a saved list of the attendees who matched our customers and a follow-up campaign out the same week. It paid for the booth.',
    author: 'Elena Marchetti',
    title: 'Marketing Manager',
    company: 'Vantor Workholding',
  },
];
