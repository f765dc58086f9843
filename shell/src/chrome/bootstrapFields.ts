/** A question of the profile-bootstrapping screen. */
export type BootstrapField = 'firstName' | 'lastName' | 'location';

/** Each field's label in the shell's catalogue. */
export const bootstrapLabelKeys: Record<BootstrapField, string> = {
  firstName: 'shell.bootstrap.firstName',
  lastName: 'shell.bootstrap.lastName',
  location: 'shell.bootstrap.location',
};
