import { Anchor, Box, Burger, Container, Drawer, Group, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../lib/paths.ts';
import classes from './app-header.module.css';
import { BrandMark } from './brand-mark.tsx';

type AppHeaderProps = {
  showMarketingLinks: boolean;
  /** The product menu of the current app, on the routes that show it. */
  appDropdown?: ReactNode;
  /** The signed-in user's menu, or the Login link. */
  userArea: ReactNode;
};

export function AppHeader({ showMarketingLinks, appDropdown, userArea }: AppHeaderProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // data-layout-part: the server hides these on a prerendered page when the lists say so (decision 080).
  const links = (
    <>
      {showMarketingLinks && (
        <>
          <Anchor
            component={Link}
            to="/#features"
            className={classes.link}
            onClick={close}
            data-layout-part="marketing-links"
          >
            Features
          </Anchor>
          <Anchor
            component={Link}
            to="/#products"
            className={classes.link}
            onClick={close}
            data-layout-part="marketing-links"
          >
            Products
          </Anchor>
        </>
      )}
      <Anchor component={NavLink} to={paths.support} className={classes.link} onClick={close}>
        Support
      </Anchor>
      <Anchor component={NavLink} to={paths.siteSearch} className={classes.link} onClick={close}>
        Search
      </Anchor>
    </>
  );
  return (
    <Box component="header" className={classes.header}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to={paths.home} aria-label="MTI Portal home" className={classes.brand}>
            <BrandMark />
          </UnstyledButton>
          <Group gap="lg" visibleFrom="sm" wrap="nowrap" component="nav" aria-label="Main">
            {appDropdown}
            {links}
            {userArea}
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Open navigation" data-island="burger" />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="sm" size="xs" position="right">
        <Stack component="nav" aria-label="Main (mobile)">
          {appDropdown}
          {links}
          {userArea}
        </Stack>
      </Drawer>
    </Box>
  );
}
