import { notFound } from '../../domainErrors';
import type { FormOption } from '@careers/shared/contracts/forms';
/**
 * Option lists for dependent selects (spec §7 "Select options in forms"): a form item names
 * `/api/pcsx/form_options/<list>?parent={{parentValue}}` and the toolkit reads `data.options`.
 * An empty list is a valid answer (the toolkit shows one 'Not Applicable' option).
 */

const COUNTRIES: readonly FormOption[] = [
  ['AU', 'Australia'], ['BR', 'Brazil'], ['CA', 'Canada'], ['CN', 'China'], ['FR', 'France'], ['DE', 'Germany'],
  ['IN', 'India'], ['IE', 'Ireland'], ['IT', 'Italy'], ['JP', 'Japan'], ['MX', 'Mexico'], ['NL', 'Netherlands'],
  ['NZ', 'New Zealand'], ['PL', 'Poland'], ['SG', 'Singapore'], ['ES', 'Spain'], ['SE', 'Sweden'],
  ['CH', 'Switzerland'], ['GB', 'United Kingdom'], ['US', 'United States'],
].map(([value, label]) => ({ value: value as string, label: label as string }));

const pairs = (text: string): FormOption[] =>
  text.split(';').map((entry) => {
    const [value = '', label = ''] = entry.split('=');
    return { value, label };
  });

// First-level subdivisions (ISO 3166-2 codes without the country prefix) of the countries the demo
// company hires in most; other countries have none listed.
const REGIONS: Readonly<Record<string, readonly FormOption[]>> = {
  US: pairs(
    'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;' +
      'DC=District of Columbia;FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;KS=Kansas;' +
      'KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;MS=Mississippi;' +
      'MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;' +
      'NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;OR=Oregon;PA=Pennsylvania;RI=Rhode Island;' +
      'SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;VT=Vermont;VA=Virginia;WA=Washington;' +
      'WV=West Virginia;WI=Wisconsin;WY=Wyoming',
  ),
  CA: pairs(
    'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;NT=Northwest Territories;' +
      'NS=Nova Scotia;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;SK=Saskatchewan;YT=Yukon',
  ),
  DE: pairs(
    'BW=Baden-Württemberg;BY=Bavaria;BE=Berlin;BB=Brandenburg;HB=Bremen;HH=Hamburg;HE=Hesse;NI=Lower Saxony;' +
      'MV=Mecklenburg-Western Pomerania;NW=North Rhine-Westphalia;RP=Rhineland-Palatinate;SL=Saarland;SN=Saxony;' +
      'ST=Saxony-Anhalt;SH=Schleswig-Holstein;TH=Thuringia',
  ),
  GB: pairs('ENG=England;NIR=Northern Ireland;SCT=Scotland;WLS=Wales'),
  AU: pairs(
    'ACT=Australian Capital Territory;NSW=New South Wales;NT=Northern Territory;QLD=Queensland;SA=South Australia;' +
      'TAS=Tasmania;VIC=Victoria;WA=Western Australia',
  ),
  IN: pairs(
    'AP=Andhra Pradesh;DL=Delhi;GJ=Gujarat;HR=Haryana;KA=Karnataka;KL=Kerala;MH=Maharashtra;RJ=Rajasthan;' +
      'TN=Tamil Nadu;TG=Telangana;UP=Uttar Pradesh;WB=West Bengal',
  ),
};

/** The lists this server knows, by name. `parent` is the first dependency's value, when the list needs one. */
const LISTS: Readonly<Record<string, (parent: string) => readonly FormOption[]>> = {
  countries: () => COUNTRIES,
  regions: (parent) => REGIONS[parent.trim().toUpperCase()] ?? [],
};

/** The options of list `name` for `parent`, or null for a list that does not exist. */
export function formOptions(name: string, parent = ''): FormOption[] | null {
  const list = Object.hasOwn(LISTS, name) ? LISTS[name] : undefined;
  return list ? list(parent).map((o) => ({ ...o })) : null;
}

/** GET /api/pcsx/form_options/:list: the options of list `name` for `parent`; not_found for a list that does not exist. */
export function optionList(name: string, parent = ''): FormOption[] {
  const options = formOptions(name, parent);
  if (!options) throw notFound('not_found', 'Option list not found.');
  return options;
}

