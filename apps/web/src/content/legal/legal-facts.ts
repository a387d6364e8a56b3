// The business constants the legal texts state (spec §6 and §9), kept in one place so every text agrees.
export const legalFacts = {
  termsOfUseLastUpdated: 'November 2022',
  privacyPolicyLastUpdated: 'May 2013',
  minimumAge: 18,
  prePurchasedServiceExpiryDays: 365,
  confidentialityYearsAfterTermination: 5,
  supplementalTermsLiabilityCapUsd: 100,
  showPassportSeats: 3,
  regionalPassportSeats: 1,
  regionalShowCount: 4,
} as const;
