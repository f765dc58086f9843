/**
 * The room a `Spinner` of `size` takes, empty and unheard: what the server draws for a part only the browser
 * fills (issue 27: without JavaScript, a 'Loading insights' spinner turned forever), so the spinner that takes
 * its place once the remote runs moves nothing.
 */
export function SpinnerSpace({ size = 32 }: { size?: number }) {
  return <span aria-hidden="true" data-state="reserved" css={{ display: 'block', width: size, height: size }} />;
}
