// The brand marks of the accepted cards (spec §9: Visa, Mastercard, Amex), drawn for the portal.
import type { CardBrand } from '@mti/contracts/account/card-form';
import { IconCreditCard } from '@tabler/icons-react';

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  other: 'Card',
};

export const ACCEPTED_BRANDS = ['visa', 'mastercard', 'amex'] as const;

type CardBrandLogoProps = {
  brand: CardBrand;
  /** Height in pixels; the mark is 3:2. */
  height?: number;
  /** Decorative where the brand is also written beside it. */
  decorative?: boolean;
};

export function CardBrandLogo({ brand, height = 24, decorative = false }: CardBrandLogoProps) {
  if (brand === 'other') return <IconCreditCard size={height} stroke={1.5} aria-hidden="true" />;
  return (
    <img
      src={`/images/cards/${brand}.svg`}
      alt={decorative ? '' : BRAND_NAMES[brand]}
      height={height}
      width={Math.round((height * 3) / 2)}
      style={{ display: 'block' }}
    />
  );
}
