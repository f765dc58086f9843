export { renderWithStyles } from './renderWithStyles';
