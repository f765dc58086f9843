import { PageHeading } from '@careers/shared/mf';

// Stand-in until its feature lands (issue 13); the owner replaces this file.
export function ExportResumePage() {
  return <PageHeading>Export resume</PageHeading>;
}
