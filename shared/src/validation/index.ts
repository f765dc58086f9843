export { isEmail } from './isEmail';
export { isUrl } from './isUrl';
export { isBlank } from './isBlank';
export { isRequiredFilled } from './isRequiredFilled';
export { isAcceptedSignature } from './isAcceptedSignature';
