/** SWR keys of the profile's reads; a change revalidates all three. */
export const profileKeys = {
  details: (domain: string) => ['profile_details', domain] as const,
  analysis: (domain: string) => ['profile_analysis', domain] as const,
  resumes: (domain: string) => ['resumes', domain] as const,
};
