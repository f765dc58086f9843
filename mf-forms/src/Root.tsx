import type { RemoteProps } from '@careers/shared/mf';
import { RemoteProviders } from '@careers/shared/providers';
import { ApplyPage } from './features/apply/ApplyPage';
import { FormsCenterPage } from './features/center/FormsCenterPage';
import { FormPage } from './features/form/FormPage';
import { OnboardingPage } from './features/onboarding/OnboardingPage';
import { useHref } from '@careers/shared/location';
import { pageOf } from './routing/pageOf';

// Forms center, form, apply and onboarding pages (spec §2). No react-router: the routes differ by
// path and a query parameter only, and /careers/apply's download counts (@careers/shared/location).
export function FormsRoutes({ navigate }: Pick<RemoteProps, 'navigate'>) {
  const page = pageOf(useHref());
  switch (page.kind) {
    case 'center':
      return <FormsCenterPage tab={page.tab} />;
    case 'form':
      return <FormPage key={page.formId ?? ''} formId={page.formId} navigate={navigate} />;
    case 'apply':
      return <ApplyPage key={page.pid ?? ''} pid={page.pid} isPrivate={page.isPrivate} navigate={navigate} />;
    case 'onboarding':
      return <OnboardingPage key={page.formId ?? ''} formId={page.formId} />;
    default:
      // The shell mounts this remote on its routes only; between two routes nothing is drawn.
      return null;
  }
}

export default function Root(props: RemoteProps) {
  return (
    <RemoteProviders {...props}>
      <FormsRoutes navigate={props.navigate} />
    </RemoteProviders>
  );
}
