// The Exhibitor Passport's own texts (messages that the server also sends live in the contracts).
export const PASSPORT_TITLE = 'IMTS Exhibitor Passport';
export const SAMPLE_DATA_NOTE = 'Sample data: the shows, attendees and exhibitors are fictitious.';
export const ACTIVATION_HEADING = 'Activate the Exhibitor Passport';
export const ACTIVATION_INTRO =
  'Before your company uses the Exhibitor Passport, please agree to both certifications of the GDPR Terms. You agree once for your company; your colleagues will not be asked again.';
export const CERTIFICATION_LAWFUL =
  'I certify that my company has a lawful permission under the GDPR for every contact in the European Union or the European Economic Area that we upload, and has given those people the information the GDPR requires.';
export const CERTIFICATION_EXPORTS =
  'I certify that for every exported contact my company will mark the record as exported from the Exhibitor Passport, name the export file so that it can be identified, and delete the contact when the person asks to be forgotten.';
export const ACTIVATE = 'Activate';
export const NO_SHOW_YEARS = 'Your company has no Exhibitor Passport for any show year yet.';
export const EXPORT_FAILED = 'The export could not be made. Please try again in a few minutes.';
export const SAVE_FAILED = 'This could not be saved. Please try again in a few minutes.';
