import { PageHeading } from '@careers/shared/mf';

// Stand-in until its feature lands (issue 13); the owner replaces this file.
export function DashboardPage(_props: { layout: 'v1' | 'v2' }) {
  return <PageHeading>Dashboard</PageHeading>;
}
