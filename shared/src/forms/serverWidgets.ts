// For server renderers only (@careers/shared/forms/serverWidgets): the widgets the browser loads in chunks of their
// own, bundled, so a one-pass server render draws them instead of their loading state. Never imported by browser
// code: it would put those widgets back into the toolkit's first chunk.
import { drawPhoneWidgetAtOnce } from './fields/widgetFor';
import * as phoneWidget from './widgets/PhoneInput';

/**
 * Makes the toolkit's lazily loaded widgets (the phone question's) render at once in this module graph.
 * @example drawLazyWidgetsAtOnce(); renderRemotePage(<ApplyPage … />, …)
 */
export function drawLazyWidgetsAtOnce(): void {
  drawPhoneWidgetAtOnce(phoneWidget);
}
