// The job cart's public face (spec §3 Job cart). Only light modules here: the panel's body is a lazy chunk.
export { AddToCartButton } from './AddToCartButton';
export { JobCartToggle } from './JobCartToggle';
export { LazyJobCartPanel } from './LazyJobCartPanel';
;
export { closeJobCart, jobCartStore } from './jobCartStore';
export { useJobCart } from './useJobCart';
export type { JobCart } from './useJobCart';
;
