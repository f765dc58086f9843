// The one rule for a typed electronic signature (spec §5), shared with the signing form in the browser.
export { isAcceptedSignature as isSignerName } from '@careers/shared/validation';
