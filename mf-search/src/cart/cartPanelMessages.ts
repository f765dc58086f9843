import { registerCatalogue } from '@careers/shared/i18n';

/** Texts of the job cart panel (spec §3 Job cart), loaded with the panel's chunk. */
const cartPanelMessages = {
  en: {
    'cart.title': 'Job cart',
    'cart.close': 'Close job cart',
    'cart.empty': 'Your job cart is empty. Add positions from the search results to keep them here.',
    'cart.invalid': 'No longer available',
    'cart.removeItem': 'Remove',
    'cart.removeItemLabel': 'Remove %(name)s from job cart',
    'cart.itemRemoved': '%(name)s removed from job cart',
    'cart.untitled': 'Position %(id)s',
  },
  es: {
    'cart.title': 'Carrito de empleos',
    'cart.close': 'Cerrar el carrito de empleos',
    'cart.empty': 'Tu carrito de empleos está vacío. Añade puestos desde los resultados de búsqueda para guardarlos aquí.',
    'cart.invalid': 'Ya no está disponible',
    'cart.removeItem': 'Quitar',
    'cart.removeItemLabel': 'Quitar %(name)s del carrito de empleos',
    'cart.itemRemoved': '%(name)s se quitó del carrito de empleos',
    'cart.untitled': 'Puesto %(id)s',
  },
} as const;

for (const [locale, messages] of Object.entries(cartPanelMessages)) registerCatalogue(locale, messages);
