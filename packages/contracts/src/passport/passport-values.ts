// The Exhibitor Passport's vocabulary (issue 14): contact types, the demographic dimensions that
// Find Prospects, Overview and My Analytics break contacts down by, and their values. The server's
// sample generator draws from these lists; the web shows their labels.

/** Spec §3: the three ways a contact met the exhibitor. */
export const CONTACT_TYPES = ['registrations', 'leads', 'opportunities'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  registrations: 'Registrations',
  leads: 'Leads',
  opportunities: 'Opportunities',
};

/** The five demographic answers, in the order of the Find Prospects tabs and My Analytics tabs. */
export const DEMOGRAPHIC_DIMENSIONS = [
  'industry',
  'product_interest',
  'plant_size',
  'buying_role',
  'job_function',
] as const;
export type DemographicDimension = (typeof DEMOGRAPHIC_DIMENSIONS)[number];

/** Every criterion of Find Prospects: the five demographic tabs and the Geography tab's two. */
export const CRITERIA_DIMENSIONS = [...DEMOGRAPHIC_DIMENSIONS, 'state', 'country'] as const;
export type CriteriaDimension = (typeof CRITERIA_DIMENSIONS)[number];

export const DIMENSION_LABELS: Record<CriteriaDimension, string> = {
  industry: 'Industries',
  product_interest: 'Product Interest',
  plant_size: 'Plant Size',
  buying_role: 'Buying Role',
  job_function: 'Job Function',
  state: 'State',
  country: 'Country',
};

/** The filter tabs of Find Prospects (help page find-prospects): Geography holds state and country. */
export const FIND_PROSPECTS_TABS = [
  { key: 'industry', label: 'Industries', dimensions: ['industry'] },
  { key: 'product_interest', label: 'Product Interest', dimensions: ['product_interest'] },
  { key: 'plant_size', label: 'Plant Size', dimensions: ['plant_size'] },
  { key: 'buying_role', label: 'Buying Role', dimensions: ['buying_role'] },
  { key: 'job_function', label: 'Job Function', dimensions: ['job_function'] },
  { key: 'geography', label: 'Geography', dimensions: ['state', 'country'] },
] as const satisfies ReadonlyArray<{ key: string; label: string; dimensions: readonly CriteriaDimension[] }>;

export const INDUSTRIES = [
  'Aerospace',
  'Agricultural Equipment',
  'Automotive',
  'Construction Machinery',
  'Consumer Products',
  'Defense',
  'Electronics',
  'Energy and Power Generation',
  'Fabricated Metal Products',
  'Firearms',
  'Heavy Equipment',
  'Job Shop / Contract Machining',
  'Machine Tool Builder',
  'Medical Devices',
  'Mold and Die',
  'Oil and Gas',
  'Rail',
  'Semiconductor',
  'Shipbuilding',
  'Tool and Die',
] as const;

/** Product interest = the product categories of the show floor (My Analytics' lead percent bars). */
export const PRODUCT_CATEGORIES = [
  'Abrasive Machining / Sawing / Finishing',
  'Additive Manufacturing',
  'Controls and CAD-CAM',
  'Fabricating and Lasers',
  'Gear Generation',
  'Machine Components / Cleaning / Environment',
  'Metal Cutting',
  'Metal Removal Tooling',
  'Quality Assurance / Metrology',
  'Robotics and Automation',
  'Tooling and Workholding Systems',
  'Software and Digital Manufacturing',
] as const;

export const PLANT_SIZES = [
  '1-19 employees',
  '20-99 employees',
  '100-499 employees',
  '500-999 employees',
  '1,000+ employees',
] as const;

export const BUYING_ROLES = [
  'Final decision maker',
  'Specify / recommend',
  'Influence the purchase',
  'No role in purchasing',
] as const;

export const JOB_FUNCTIONS = [
  'Corporate Management',
  'Engineering',
  'Manufacturing / Production',
  'Maintenance',
  'Purchasing',
  'Quality Control',
  'Research and Development',
  'Sales and Marketing',
  'Education / Training',
  'Other',
] as const;

export const DEMOGRAPHIC_VALUES: Record<DemographicDimension, readonly string[]> = {
  industry: INDUSTRIES,
  product_interest: PRODUCT_CATEGORIES,
  plant_size: PLANT_SIZES,
  buying_role: BUYING_ROLES,
  job_function: JOB_FUNCTIONS,
};

/** Spec §9: top 10 industries and top 10 products on Overview. */
export const TOP_LIST_SIZE = 10;
/** Spec §9 and §6: three employee seats per show passport subscription, one per regional app. */
export const MAIN_SHOW_SEATS = 3;
export const REGIONAL_SHOW_SEATS = 1;
