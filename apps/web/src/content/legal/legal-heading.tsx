// A section heading of a legal text: h2 on its own page, h3 inside a dialog whose title is the h2.
import type { ReactNode } from 'react';

export type LegalHeadingLevel = 2 | 3;

export function LegalHeading({ level, id, children }: { level: LegalHeadingLevel; id?: string; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading id={id}>{children}</Heading>;
}
