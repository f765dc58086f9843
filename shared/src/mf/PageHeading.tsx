import styled from '@emotion/styled';

const H1 = styled.h1`
  font-size: 28px;
  line-height: 1.25;
  margin: 24px 0 16px;
`;

/** A page's main heading; every page has exactly one, which screen-reader users jump to. */
export function PageHeading({ children }: { children: string }) {
  return <H1 tabIndex={-1}>{children}</H1>;
}
