/** The demo's countries, by ISO 3166-1 alpha-2 code: where its authors live. Ids follow this order. */
export const COUNTRIES: ReadonlyArray<{ name: string; code: string }> = [
  { name: 'United States', code: 'US' }, { name: 'United Kingdom', code: 'GB' }, { name: 'Italy', code: 'IT' },
  { name: 'Poland', code: 'PL' }, { name: 'Nigeria', code: 'NG' }, { name: 'Argentina', code: 'AR' },
  { name: 'Japan', code: 'JP' }, { name: 'Colombia', code: 'CO' }, { name: 'France', code: 'FR' },
  { name: 'Germany', code: 'DE' }, { name: 'Spain', code: 'ES' }, { name: 'Portugal', code: 'PT' },
  { name: 'Brazil', code: 'BR' }, { name: 'Mexico', code: 'MX' }, { name: 'Chile', code: 'CL' },
  { name: 'Canada', code: 'CA' }, { name: 'Ireland', code: 'IE' }, { name: 'Netherlands', code: 'NL' },
  { name: 'Belgium', code: 'BE' }, { name: 'Sweden', code: 'SE' }, { name: 'Norway', code: 'NO' },
  { name: 'Denmark', code: 'DK' }, { name: 'Finland', code: 'FI' }, { name: 'Czechia', code: 'CZ' },
  { name: 'Hungary', code: 'HU' }, { name: 'Greece', code: 'GR' }, { name: 'Turkey', code: 'TR' },
  { name: 'Egypt', code: 'EG' }, { name: 'Morocco', code: 'MA' }, { name: 'Kenya', code: 'KE' },
  { name: 'South Africa', code: 'ZA' }, { name: 'India', code: 'IN' }, { name: 'China', code: 'CN' },
  { name: 'South Korea', code: 'KR' }, { name: 'Vietnam', code: 'VN' }, { name: 'Indonesia', code: 'ID' },
  { name: 'Australia', code: 'AU' }, { name: 'New Zealand', code: 'NZ' }, { name: 'Israel', code: 'IL' },
  { name: 'Lebanon', code: 'LB' },
];
