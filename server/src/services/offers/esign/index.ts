export { esignPageUrl } from './esignPageUrl';
export { applyEsignResults } from './applyEsignResults';
export { applyOfferEsignResults } from './applyOfferEsignResults';
