// Support (spec §2): the phone line with its hours, the e-mail address and the help guide.
import { Anchor, Button, Container } from '@mantine/core';
import { IconBook, IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { siteContact } from '../../../content/site-contact.ts';
import { paths } from '../../../lib/paths.ts';
import { useSupportContact } from '../../../lib/support-contact.ts';
import classes from '../components/home-sections.module.css';
import pageClasses from '../components/marketing-page.module.css';

export function SupportPage() {
  const contact = useSupportContact();
  return (
    <>
      <section className={pageClasses.hero} aria-labelledby="page-heading">
        <Container size="lg">
          <p className={pageClasses.eyebrow}>We are here to help</p>
          <h1 id="page-heading" className={pageClasses.heading}>
            Support
          </h1>
          <p className={pageClasses.intro}>
            Questions about your subscription, your data or an app that will not open? Our team knows the products and
            the data behind them. Call or write, and we will get you going again.
          </p>
        </Container>
      </section>
      <section className={pageClasses.section} aria-label="Ways to reach us">
        <Container size="lg">
          <ul className={`${classes.grid} ${classes.grid3}`}>
            <li className={classes.card}>
              <span className={classes.cardIcon}>
                <IconPhone size={28} aria-hidden="true" />
              </span>
              <h2 className={classes.cardTitle}>Phone</h2>
              <p className={classes.cardText}>
                <Anchor href={contact.phoneHref} fw={700} size="lg" data-testid="support-phone" data-contact="phone">
                  {contact.phone}
                </Anchor>
              </p>
              <p className={classes.cardText}>
                <IconClock size={16} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 4 }} />
                <span data-testid="support-hours" data-contact="hours">
                  {contact.hours}
                </span>
              </p>
            </li>
            <li className={classes.card}>
              <span className={classes.cardIcon}>
                <IconMail size={28} aria-hidden="true" />
              </span>
              <h2 className={classes.cardTitle}>E-mail</h2>
              <p className={classes.cardText}>
                <Anchor href={`mailto:${contact.email}`} fw={700} data-testid="support-email" data-contact="email">
                  {contact.email}
                </Anchor>
              </p>
              <p className={classes.cardText}>We answer within one business day.</p>
            </li>
            <li className={classes.card}>
              <span className={classes.cardIcon}>
                <IconBook size={28} aria-hidden="true" />
              </span>
              <h2 className={classes.cardTitle}>Help guide</h2>
              <p className={classes.cardText}>Step-by-step guides for every app. Sign in to read them.</p>
              <Button component={Link} to={paths.helpGuide} variant="light" mt="md">
                Open the help guide
              </Button>
            </li>
          </ul>
          <p className={classes.lead} style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
            Postal address: {siteContact.organisation}, {siteContact.street}, {siteContact.city}. Fax: {siteContact.fax}
            .
          </p>
        </Container>
      </section>
    </>
  );
}
