// The grid of six product tiles on Home (spec §2).
import { IconArrowNarrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { productTileTexts } from '../../../content/marketing/home-copy.ts';
import { marketingPageMeta, productTileSlugs } from '../../../content/marketing/page-meta.ts';
import classes from './home-sections.module.css';
import { productIcons } from './product-icons.tsx';

export function ProductTiles() {
  return (
    <ul className={`${classes.grid} ${classes.grid3}`}>
      {productTileSlugs.map((slug) => (
        <li key={slug} className={classes.card}>
          <span className={classes.cardIcon}>{productIcons[slug]}</span>
          <h3 className={classes.cardTitle}>
            <Link to={`/${slug}`} className={classes.cardLink}>
              {marketingPageMeta[slug].name}
            </Link>
          </h3>
          <p className={classes.cardText}>{productTileTexts[slug]}</p>
          <span className={classes.more} aria-hidden="true">
            Learn more <IconArrowNarrowRight size={16} />
          </span>
        </li>
      ))}
    </ul>
  );
}
