// ISO 3166-1 numeric → alpha-2 for the countries the portal's data names (the trade shows' visitors
// come from these). A country missing here is still drawn on the World map, only not coloured.
const NUMERIC_TO_ALPHA2: Record<string, string> = {
  '032': 'AR',
  '036': 'AU',
  '040': 'AT',
  '056': 'BE',
  '076': 'BR',
  '124': 'CA',
  '152': 'CL',
  '156': 'CN',
  '158': 'TW',
  '170': 'CO',
  '203': 'CZ',
  '208': 'DK',
  '246': 'FI',
  '250': 'FR',
  '276': 'DE',
  '300': 'GR',
  '348': 'HU',
  '356': 'IN',
  '360': 'ID',
  '372': 'IE',
  '376': 'IL',
  '380': 'IT',
  '392': 'JP',
  '410': 'KR',
  '458': 'MY',
  '484': 'MX',
  '528': 'NL',
  '554': 'NZ',
  '578': 'NO',
  '604': 'PE',
  '608': 'PH',
  '616': 'PL',
  '620': 'PT',
  '642': 'RO',
  '643': 'RU',
  '682': 'SA',
  '703': 'SK',
  '705': 'SI',
  '704': 'VN',
  '710': 'ZA',
  '724': 'ES',
  '752': 'SE',
  '756': 'CH',
  '764': 'TH',
  '784': 'AE',
  '792': 'TR',
  '804': 'UA',
  '818': 'EG',
  '826': 'GB',
  '840': 'US',
};

export function alpha2OfNumeric(numeric: string): string | null {
  return NUMERIC_TO_ALPHA2[numeric] ?? null;
}

/** Every alpha-2 code this table knows (the Country choices of a search). */
export function knownCountryCodes(): string[] {
  return Object.values(NUMERIC_TO_ALPHA2);
}
