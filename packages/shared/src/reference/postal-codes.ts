/**
 * Postal code shapes by ISO 3166 country (the formats the national posts publish). A country in
 * NO_POSTAL_CODES has none, so its zip code field is free text; a country with a known format
 * must match it; any other country (or none chosen) needs a plausible code: 2 to 10 letters,
 * digits, spaces or hyphens with at least one digit.
 */
const FORMATS: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  GB: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  AT: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  NO: /^\d{4}$/,
  DK: /^\d{4}$/,
  FI: /^\d{5}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  IE: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/i,
  IN: /^\d{6}$/,
  BR: /^\d{5}-?\d{3}$/,
  MX: /^\d{5}$/,
  ZA: /^\d{4}$/,
  PH: /^\d{4}$/,
  NG: /^\d{6}$/,
  KE: /^\d{5}$/,
  JP: /^\d{3}-?\d{4}$/,
  KR: /^\d{5}$/,
  SG: /^\d{6}$/,
};

/** Countries without postal codes: the zip code stays free text there. */
const NO_POSTAL_CODES = new Set([
  'AE',
  'AG',
  'AO',
  'AW',
  'BF',
  'BI',
  'BJ',
  'BO',
  'BS',
  'BW',
  'BZ',
  'CD',
  'CF',
  'CG',
  'CI',
  'CK',
  'CM',
  'DJ',
  'DM',
  'ER',
  'FJ',
  'GA',
  'GD',
  'GH',
  'GM',
  'GQ',
  'GY',
  'HK',
  'KI',
  'KM',
  'KN',
  'KP',
  'LC',
  'ML',
  'MO',
  'MR',
  'MW',
  'NR',
  'NU',
  'QA',
  'RW',
  'SB',
  'SC',
  'SL',
  'SR',
  'ST',
  'SY',
  'TD',
  'TF',
  'TG',
  'TK',
  'TL',
  'TO',
  'TV',
  'UG',
  'VU',
  'YE',
  'ZW',
]);

const PLAUSIBLE = /^(?=.*\d)[A-Za-z\d][A-Za-z\d -]{0,8}[A-Za-z\d]$/;

/** Whether `zip` is shaped as a postal code of the country with ISO code `countryCode` (null: not chosen). */
export function isZipCodeFor(zip: string, countryCode: string | null): boolean {
  const code = countryCode?.toUpperCase() ?? null;
  if (code && NO_POSTAL_CODES.has(code)) return true;
  const value = zip.trim();
  const format = code ? FORMATS[code] : undefined;
  return format ? format.test(value) : PLAUSIBLE.test(value);
}
