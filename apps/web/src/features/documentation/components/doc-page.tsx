// The frame of every documentation page: optional breadcrumb, heading, text, and a back-to-top
// control at the end.
import { Container, Divider } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackToTop } from '../../../components/back-to-top.tsx';
import classes from './doc-page.module.css';

type DocPageProps = { title: string; breadcrumb?: ReactNode; children: ReactNode };

export function DocPage({ title, breadcrumb, children }: DocPageProps) {
  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      {breadcrumb}
      <h1 className={classes.heading}>{title}</h1>
      {children}
      <Divider my="xl" />
      <BackToTop variant="inline" />
    </Container>
  );
}
