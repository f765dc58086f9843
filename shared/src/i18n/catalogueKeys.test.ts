import { join } from 'node:path';
import { englishOutsideCatalogues } from '@careers/shared/testing';

/**
 * What the shared package's sources may write in English outside a catalogue, by file, each with its reason: none of
 * it is a text a candidate reads or hears (issue 30). Keyboard key names, ids, type tags, patterns and CSS are code;
 * developer errors and log lines go to the console or vslog; the dev pages exist only on the development server.
 */
const KEPT: Record<string, string[]> = {
  // A script string put into the server's HTML; its quoted words are selectors and attribute names.
  'a11y/earlyNotReadyListener.ts': [
    '(function(d,r){if(!r)return;r.style.cssText=…;var t;d.addEventListener("click",function(e){var x=e.target,c=x instanceof Element&&(x.closest(…)||(x.closest(…)&&x.closest(…))),w=c&&c.getAttribute("data-not-ready");if(!w||r.hasAttribute(…))return;r.textContent="";clearTimeout(t);t=setTimeout(function(){r.textContent=w;t=setTimeout(function(){r.textContent=""},…)},100)},true)})(document,document.getElementById(…))',
  ],
  // Keyboard key names (KeyboardEvent.key).
  'a11y/trapFocus.ts': ['Tab'],
  'combobox/comboboxRules.ts': ['Home', 'End', 'PageUp', 'PageDown', 'Escape', 'ArrowDown', 'ArrowUp', 'Enter'],
  'forms/engine/blockImplicitSubmit.ts': ['Enter'],
  'forms/layout/StepList.tsx': ['Home', 'End'],
  'forms/widgets/suppressEnter.ts': ['Enter'],
  'ui/Modal.tsx': ['Escape'],
  'ui/PanelFrame.tsx': ['Escape'],
  // Developer errors (a page built wrong) and log lines, never shown to a candidate.
  'boot/readBoot.ts': ['Boot data is missing: the page has no #careers-boot block'],
  'forms/data/useSelectOptions.ts': [
    'Options response has no data.options list',
    'Select options from an endpoint need a <TransportProvider>',
    'Refreshed select options are unreadable; keeping the cached ones',
  ],
  'forms/engine/FormToolkitContext.ts': ['Form toolkit components must be rendered inside <FormRenderer>'],
  'forms/widgets/useEsignMessages.ts': ['Ignored an e-sign message from …; expected …'],
  'i18n/formatMessage.ts': ['The message "…" was not compiled at build time (shared/precompileMessagesLoader.cjs)'],
  'ssr/renderRemotePage.tsx': ['No requests while the server renders …'],
  'transport/TransportProvider.tsx': ['useTransport() must be used inside <TransportProvider>'],
  'transport/cachedGet.ts': ['Background refresh of … failed'],
  // Patterns of ids, and the API's own status values (the offers remote words them by key).
  'contracts/forms/candidateForm.ts': ['^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$'],
  'contracts/forms/formOptions.ts': ['^[A-Za-z0-9_-]{1,50}$'],
  'contracts/offers/offers.ts': ['Extended', 'Declined', 'Accepted', 'Canceled', 'Expired', 'Pending', 'Signed', 'Unsigned'],
  // A type's documentation string (a JSON schema description), read by developers.
  'contracts/profile/profile.ts': ['The entry at index as shown: its four fields.'],
  // Names in code: a prop, element names, data-state values, module paths, an analytics page id, a class name, a typeof.
  'forms/FormBody.tsx': ['htmlDescription'],
  'forms/fields/widgetFor.ts': ['../widgets/PhoneInput', '../widgets/PhoneInput'],
  'forms/view/ReadOnlyBox.tsx': ['textarea'],
  'forms/widgets/EsignFrame.tsx': ['loading'],
  'forms/widgets/UploadedFileList.tsx': ['uploading'],
  'location/routeTable.ts': ['ProfileBootstrapping'],
  'transport/TransportError.ts': ['TransportError'],
  'ui/FormFailure.ts': ['FormFailure'],
  'ui/TextField.tsx': ['string'],
  // Font family names (CSS).
  'theme/tokens.ts': [
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    'ui-monospace, SFMono-Regular, Menlo, Consolas, \'Liberation Mono\', monospace',
  ],
  // The font stacks a theme may name (CSS).
  'theme/themeFields.ts': [
    "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
    "Avenir, Montserrat, Corbel, 'URW Gothic', source-sans-pro, sans-serif",
    "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, serif",
    "'Iowan Old Style', 'Palatino Linotype', 'URW Palladio L', P052, serif",
  ],
  // The English of the shared.transport.* keys (en.ts names them): screens and the transport's toast translate them
  // by the error's code; a TransportError keeps the English as its message for logs.
  'transport/messages.ts': [
    'Session timed out.',
    'Invalid CSRF.',
    'Please try again in a few minutes',
    'User does not have permissions to perform this action',
    'Error in api response',
    'Unexpected error occurred.',
    'Server error. Please try again.',
    'Error with response',
    'There was a problem with the request',
  ],
};

// Developer-only pages of the dev server (shared/src/dev): never part of the product.
const DEV_ONLY = /^dev\//;

test('the shared package writes no interface English outside its catalogues: every text a candidate sees has a key', () => {
  expect(englishOutsideCatalogues(join(__dirname, '..'), KEPT).filter((place) => !DEV_ONLY.test(place))).toEqual([]);
});

test('the check finds English written into a component of the package', () => {
  // A KEPT entry only allows its own file's text: the same words elsewhere are found.
  const found = englishOutsideCatalogues(join(__dirname, '..'), { ...KEPT, 'ui/Modal.tsx': [] });
  expect(found).toContain('ui/Modal.tsx: Escape');
});
