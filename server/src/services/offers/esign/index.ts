export { esignPageUrl } from './esignPageUrl';
export { applyEsignResults } from './applyEsignResults';
