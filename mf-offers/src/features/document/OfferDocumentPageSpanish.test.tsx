import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@careers/shared/i18n';
import { createFakeTransport, englishShown, renderWithProviders } from '@careers/shared/testing';
import { SiteNavigation } from '../../navigation/OffersNavigation';
import { offersMessages } from '../../i18n/offersMessages';
import spanish from '../../i18n/locales/es';
import { documentMessages } from './documentMessages';
import { OfferDocumentPage } from './index';
import { PAGE, answered, makeResponse } from './documentFixtures';

// The document page in the candidate's language (issue 30), apart from its behaviour (OfferDocumentPage.test.tsx).
// pdf.js's pages come back with one line of text (__mocks__/loadPdfjs.ts).
jest.mock('./loadPdfjs');

describe('in Spanish', () => {
  const english = { ...offersMessages.en, ...documentMessages, ...en };

  it('the document page, its signing form and the decline dialog speak Spanish, and no English text is left', async () => {
    window.history.replaceState(null, '', PAGE);
    const transport = createFakeTransport({ 'GET /api/offer/offers/7/21': answered(makeResponse({}, { name: 'Contrato de trabajo' })) });
    const user = userEvent.setup();
    renderWithProviders(
      <SiteNavigation>
        <OfferDocumentPage offerId={7} documentId={21} />
      </SiteNavigation>,
      { transport, locale: 'es' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato de trabajo' })).toBeInTheDocument();
    expect(screen.getByText(/Oferta de empleo para el puesto Data Engineer/)).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Página 1 de 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la oferta de empleo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Imprimir para firmar a mano' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Firmar digitalmente' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Zoom' })).toBeInTheDocument();
    // The PDF keeps its own direction whatever the page's (pdf.js lays it out left to right).
    expect(screen.getByRole('region', { name: 'Contrato de trabajo' })).toHaveAttribute('dir', 'ltr');
    expect(englishShown(document.body, { english, translated: spanish })).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar la oferta?' });
    expect(within(dialog).getByText('Esta acción no se puede deshacer.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Volver a la oferta' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rechazar oferta' })).toBeInTheDocument();
    expect(englishShown(document.body, { english, translated: spanish })).toEqual([]);
  });
});
