// The four feature boxes of Home (spec §2): Curated Data, Intuitive Visuals, Powerful Analytics, Support.
import { IconChartBar, IconChartDots3, IconDatabase, IconHeadset } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FeatureBox } from '../../../content/marketing/home-copy.ts';
import classes from './home-sections.module.css';

const icons: Record<FeatureBox['to'], ReactNode> = {
  '/data': <IconDatabase size={28} aria-hidden="true" />,
  '/visuals': <IconChartBar size={28} aria-hidden="true" />,
  '/analytics': <IconChartDots3 size={28} aria-hidden="true" />,
  '/support': <IconHeadset size={28} aria-hidden="true" />,
};

export function FeatureBoxes({ boxes }: { boxes: FeatureBox[] }) {
  return (
    <ul className={classes.grid}>
      {boxes.map((box) => (
        <li key={box.to} className={classes.card}>
          <span className={classes.cardIcon}>{icons[box.to]}</span>
          <h3 className={classes.cardTitle}>
            <Link to={box.to} className={classes.cardLink}>
              {box.title}
            </Link>
          </h3>
          <p className={classes.cardText}>{box.text}</p>
        </li>
      ))}
    </ul>
  );
}
