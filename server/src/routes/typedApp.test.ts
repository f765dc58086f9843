import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { AssistantBody } from '@careers/shared/contracts/assistant';
import type { CredentialsBody } from '@careers/shared/contracts/auth';
import type { ProfileBootstrapBody } from '@careers/shared/contracts/boot';
import type { ApplyFormQuery, DeleteDraftsBody, FormFileParams, FormIdParams, FormOptionsParams, FormOptionsQuery, FormsListQuery } from '@careers/shared/contracts/forms';
import type { JobCartBody } from '@careers/shared/contracts/jobCart';
import type { NotificationParams, NotificationPostBody, NotificationsQuery } from '@careers/shared/contracts/notifications';
import type { PositionActionBody, PositionDetailsQuery, PositionQuery } from '@careers/shared/contracts/positions';
import type { CreateSavedSearchBody, SavedSearchParams } from '@careers/shared/contracts/savedSearches';
import type { DomainQuery, PageQuery } from '@careers/shared/contracts/schemaParts';
import type { SearchQuery, SuggestionsQuery } from '@careers/shared/contracts/search';

// @fastify/type-provider-typebox 6 infers request types with TypeBox 1 (the `typebox` package), which
// reads them from a schema's JSON Schema keywords; the contracts are written with @sinclair/typebox
// 0.34. For every schema a route declares, the two must agree, or a handler would see another type
// than the contract's. (Where they would not, the route names its types from the contract instead:
// FormValuesBody, ApplyBody and SaveDraftBody, whose answers are JSON Schema no type is inferred from.)

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Inferred<S> = (TypeBoxTypeProvider & { schema: S })['validator'];
type Agrees<S extends TSchema> = Equal<Inferred<S>, Static<S>>;

const agreements: { [name: string]: true } = {
  SearchQuery: true satisfies Agrees<typeof SearchQuery>,
  SuggestionsQuery: true satisfies Agrees<typeof SuggestionsQuery>,
  PositionQuery: true satisfies Agrees<typeof PositionQuery>,
  PositionDetailsQuery: true satisfies Agrees<typeof PositionDetailsQuery>,
  PositionActionBody: true satisfies Agrees<typeof PositionActionBody>,
  JobCartBody: true satisfies Agrees<typeof JobCartBody>,
  CreateSavedSearchBody: true satisfies Agrees<typeof CreateSavedSearchBody>,
  SavedSearchParams: true satisfies Agrees<typeof SavedSearchParams>,
  DomainQuery: true satisfies Agrees<typeof DomainQuery>,
  PageQuery: true satisfies Agrees<typeof PageQuery>,
  NotificationsQuery: true satisfies Agrees<typeof NotificationsQuery>,
  NotificationPostBody: true satisfies Agrees<typeof NotificationPostBody>,
  NotificationParams: true satisfies Agrees<typeof NotificationParams>,
  FormsListQuery: true satisfies Agrees<typeof FormsListQuery>,
  FormIdParams: true satisfies Agrees<typeof FormIdParams>,
  FormOptionsParams: true satisfies Agrees<typeof FormOptionsParams>,
  FormOptionsQuery: true satisfies Agrees<typeof FormOptionsQuery>,
  FormFileParams: true satisfies Agrees<typeof FormFileParams>,
  ApplyFormQuery: true satisfies Agrees<typeof ApplyFormQuery>,
  DeleteDraftsBody: true satisfies Agrees<typeof DeleteDraftsBody>,
  AssistantBody: true satisfies Agrees<typeof AssistantBody>,
  ProfileBootstrapBody: true satisfies Agrees<typeof ProfileBootstrapBody>,
  CredentialsBody: true satisfies Agrees<typeof CredentialsBody>,
};

test('the type provider infers every schema a route declares as the contract types it (checked by tsc: npm run typecheck)', () => {
  expect(Object.values(agreements).every((agrees) => agrees)).toBe(true);
});
