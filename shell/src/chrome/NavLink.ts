import styled from '@emotion/styled';

/** A link of the navbar: the brand and the company's links. */
export const NavLink = styled.a`
  color: ${({ theme }) => theme.sections.navbar.textColour};
  text-decoration: none;
  font-weight: 600;
  &:hover,
  &[aria-current='page'] {
    text-decoration: underline;
  }
`;
