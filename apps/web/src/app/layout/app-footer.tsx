import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { siteContact } from '../../content/site-contact.ts';
import { useSupportContact } from '../../lib/support-contact.ts';
import classes from './app-footer.module.css';

export function AppFooter() {
  const year = new Date().getFullYear();
  const contact = useSupportContact();
  return (
    // data-layout-part: the server hides it on a prerendered page when the lists say so (decision 080).
    <footer className={classes.footer} data-layout-part="footer">
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={4}>
            <Text fw={700} c="white">
              {siteContact.organisation}
            </Text>
            <Text size="sm" c="gray.4" component="address" style={{ fontStyle: 'normal' }}>
              {siteContact.street}
              <br />
              {siteContact.city}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="gray.4">
              E-mail:{' '}
              <Anchor href={`mailto:${contact.email}`} c="gray.1" data-contact="email">
                {contact.email}
              </Anchor>
            </Text>
            <Text size="sm" c="gray.4">
              Phone:{' '}
              <Anchor href={contact.phoneHref} c="gray.1" data-contact="phone">
                {contact.phone}
              </Anchor>
            </Text>
            <Text size="sm" c="gray.4">
              Fax: {siteContact.fax}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Anchor component={Link} to="/legal/privacy-policy" size="sm" c="gray.1">
              Privacy Policy
            </Anchor>
            <Anchor component={Link} to="/legal/terms-of-use" size="sm" c="gray.1">
              Terms of Use
            </Anchor>
            <Anchor component={Link} to="/support" size="sm" c="gray.1">
              Support
            </Anchor>
          </Stack>
        </Group>
        <Text size="xs" c="gray.5" mt="lg">
          © {year} {siteContact.organisation}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
