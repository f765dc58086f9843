import { css, type SerializedStyles, type Theme } from '@emotion/react';

type CSSInterpolation = Parameters<typeof css>[0];

/**
 * A style that depends on the theme, serialised once per theme instead of on every render of every element
 * that uses it: a `css={(theme) => ({ … })}` object is walked and turned into a string each render, which was
 * most of the results list's render at 4x CPU (issue 27 profile). Pass the result to the `css` prop.
 * @example const card = themedStyle((theme) => ({ padding: theme.spacing.md })); <li css={card} />
 */
export function themedStyle(style: (theme: Theme) => CSSInterpolation): (theme: Theme) => SerializedStyles {
  const byTheme = new WeakMap<Theme, SerializedStyles>();
  return (theme) => {
    let serialized = byTheme.get(theme);
    if (!serialized) {
      serialized = css(style(theme));
      byTheme.set(theme, serialized);
    }
    return serialized;
  };
}
