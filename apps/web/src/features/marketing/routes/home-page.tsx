// Home (spec §1, §2): banner slider, why-us, four feature boxes, six product tiles, contact call to
// action, three testimonials, product-news sign-up and a back-to-top control.
import { Button, Container } from '@mantine/core';
import { Link } from 'react-router';
import { BackToTop } from '../../../components/back-to-top.tsx';
import {
  bannerSlides,
  contactCta,
  featureBoxes,
  productsSection,
  subscribeCopy,
  whyUs,
} from '../../../content/marketing/home-copy.ts';
import { testimonials } from '../../../content/marketing/testimonials.ts';
import { BannerSlider } from '../components/banner-slider.tsx';
import { FeatureBoxes } from '../components/feature-boxes.tsx';
import classes from '../components/home-sections.module.css';
import { ProductTiles } from '../components/product-tiles.tsx';
import { SubscribeForm } from '../components/subscribe-form.tsx';
import { TestimonialList } from '../components/testimonial-list.tsx';
import { useOldAddressRedirect } from '../hooks/use-old-address-redirect.ts';

export function HomePage() {
  useOldAddressRedirect();
  return (
    <>
      <BannerSlider title="MTI Portal — manufacturing technology insights" slides={bannerSlides} />

      <section id="whyus" className={classes.section} aria-labelledby="whyus-heading">
        <Container size="lg">
          <h2 id="whyus-heading" className={classes.sectionHeading}>
            {whyUs.heading}
          </h2>
          <div className={classes.prose}>
            {whyUs.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
        </Container>
      </section>

      <section id="features" className={`${classes.section} ${classes.alt}`} aria-labelledby="features-heading">
        <Container size="lg">
          <h2 id="features-heading" className={classes.sectionHeading}>
            What you get
          </h2>
          <p className={classes.lead}>Four things every MTI Portal product is built on.</p>
          <FeatureBoxes boxes={featureBoxes} />
        </Container>
      </section>

      <section id="products" className={classes.section} aria-labelledby="products-heading">
        <Container size="lg">
          <h2 id="products-heading" className={classes.sectionHeading}>
            {productsSection.heading}
          </h2>
          <p className={classes.lead}>{productsSection.text}</p>
          <ProductTiles />
        </Container>
      </section>

      <section className={`${classes.section} ${classes.cta}`} aria-labelledby="contact-heading">
        <Container size="md">
          <h2 id="contact-heading" className={classes.sectionHeading}>
            {contactCta.heading}
          </h2>
          <p className={classes.lead}>{contactCta.text}</p>
          <Button component={Link} to="/support" size="lg" color="amber" c="black">
            {contactCta.buttonLabel}
          </Button>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.alt}`} aria-labelledby="testimonials-heading">
        <Container size="lg">
          <h2 id="testimonials-heading" className={classes.sectionHeading}>
            What our customers say
          </h2>
          <TestimonialList testimonials={testimonials} />
        </Container>
      </section>

      <section id="subscribe" className={classes.section} aria-labelledby="subscribe-heading">
        <Container size="lg">
          <h2 id="subscribe-heading" className={classes.sectionHeading}>
            {subscribeCopy.heading}
          </h2>
          <p className={classes.lead}>{subscribeCopy.text}</p>
          <SubscribeForm copy={subscribeCopy} />
        </Container>
      </section>

      <BackToTop />
    </>
  );
}
