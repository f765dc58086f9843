/**
 * The classes the page's emotion style tags hold rules for. A takeover test compares them with the classes its
 * elements carry: a class with rules that no element carries was compiled and inserted for nothing (a css prop on a
 * component, issue 27 warm TBT).
 * @example const before = styledClasses(); await takeOver(slot); expect([...styledClasses()].filter((c) => !before.has(c) && !carried.has(c))).toEqual([]);
 */
export const styledClasses = (): Set<string> =>
  new Set(
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
      .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
      .flatMap((css) => [...css.matchAll(/\.(careers-\w+)/g)].map((m) => m[1] ?? '')),
  );
