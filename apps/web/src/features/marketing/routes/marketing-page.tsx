// One of the nine marketing pages (spec §2): carousel, feature list, request-demo mail link and
// a Related Projects block linking sibling pages.
import { Button, Container } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { Link, useMatches } from 'react-router';
import { BackToTop } from '../../../components/back-to-top.tsx';
import { type MarketingPageSlug, marketingPages } from '../../../content/marketing/product-pages.ts';
import { siteContact } from '../../../content/site-contact.ts';
import classes from '../components/home-sections.module.css';
import pageClasses from '../components/marketing-page.module.css';
import { productIcons } from '../components/product-icons.tsx';
import { SlideShow } from '../components/slide-show.tsx';
import type { MarketingRouteHandle } from '../marketing-route-handle.ts';

/** The request-demo link: a mail to the association with a subject naming the product. */
export function demoRequestHref(productName: string): string {
  const subject = encodeURIComponent(`Request a demo: ${productName}`);
  return `mailto:${siteContact.email}?subject=${subject}`;
}

/** The route component: the page named by the matched route's handle. */
export function MarketingRoutePage() {
  const handle = useMatches().at(-1)?.handle as MarketingRouteHandle | undefined;
  if (!handle) throw new Error('a marketing page route needs handle.slug');
  return <MarketingPage slug={handle.slug} />;
}

export function MarketingPage({ slug }: { slug: MarketingPageSlug }) {
  const page = marketingPages[slug];
  return (
    <>
      <section className={pageClasses.hero} aria-labelledby="page-heading">
        <Container size="lg">
          <div className={pageClasses.heroGrid}>
            <div>
              <p className={pageClasses.eyebrow}>{page.name}</p>
              <h1 id="page-heading" className={pageClasses.heading}>
                {page.heading}
              </h1>
              <p className={pageClasses.intro}>{page.intro}</p>
              <Button
                component="a"
                href={demoRequestHref(page.name)}
                size="md"
                color="amber"
                c="black"
                leftSection={<IconMail size={18} aria-hidden="true" />}
              >
                Request a demo
              </Button>
            </div>
            <SlideShow label={`${page.name} screens`} slides={page.slides} />
          </div>
        </Container>
      </section>

      <section className={pageClasses.section} aria-labelledby="features-heading">
        <Container size="lg">
          <h2 id="features-heading" className={classes.sectionHeading}>
            Features
          </h2>
          <ul className={pageClasses.features}>
            {page.features.map((f) => (
              <li key={f.title} className={pageClasses.feature}>
                <IconCircleCheck size={22} className={pageClasses.check} aria-hidden="true" />
                <div>
                  <h3>{f.title}</h3>
                  <p>{f.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className={pageClasses.audience}>{page.audience}</p>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.alt}`} aria-labelledby="related-heading">
        <Container size="lg">
          <h2 id="related-heading" className={classes.sectionHeading}>
            Related Projects
          </h2>
          <ul className={`${classes.grid} ${classes.grid3}`}>
            {page.related.map((relatedSlug) => {
              const related = marketingPages[relatedSlug];
              return (
                <li key={relatedSlug} className={classes.card}>
                  <span className={classes.cardIcon}>{productIcons[relatedSlug]}</span>
                  <h3 className={classes.cardTitle}>
                    <Link to={`/${relatedSlug}`} className={classes.cardLink}>
                      {related.name}
                    </Link>
                  </h3>
                  <p className={classes.cardText}>{related.summary}</p>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>
      <BackToTop />
    </>
  );
}
